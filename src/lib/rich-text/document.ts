/**
 * A rich text as stored (Lexical's serialized editor state). Kept loose on purpose: whatever is
 * stored is checked node by node where it is written (rules.ts) and rendered only through an
 * allow-list (src/components/rich-text), never trusted for its shape.
 */
export type RichTextNode = { type: string; version?: number; [key: string]: unknown }

export type RichTextDocument = {
  root: RichTextNode & { type: 'root'; children: RichTextNode[] }
}
