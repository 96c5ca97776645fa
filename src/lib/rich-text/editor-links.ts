import type { RichTextDocument, RichTextNode } from './document'

/**
 * Payload's editor keeps a link's address in `fields` ({ url, newTab }); Lexical's own LinkNode,
 * which the dashboard's editor uses, keeps it as `url` and `target`. These two turn one into the
 * other at the editor's edges, so both editors read and write the same stored JSON.
 */
const mapNodes = (
  document: RichTextDocument,
  mapLink: (node: RichTextNode) => RichTextNode,
): RichTextDocument => {
  const walk = (node: RichTextNode): RichTextNode => {
    const mapped = node.type === 'link' || node.type === 'autolink' ? mapLink(node) : node
    const children = mapped.children as RichTextNode[] | undefined
    return Array.isArray(children) ? { ...mapped, children: children.map(walk) } : mapped
  }
  return { root: walk(document.root) as RichTextDocument['root'] }
}

type PayloadLinkFields = { url?: unknown; newTab?: unknown }

/** Stored (Payload's) JSON → what Lexical's LinkNode reads. */
export const toEditorLinks = (document: RichTextDocument): RichTextDocument =>
  mapNodes(document, ({ fields, ...node }) => {
    const { url, newTab } = (fields ?? {}) as PayloadLinkFields
    return {
      ...node,
      type: 'link',
      url: typeof url === 'string' ? url : '',
      target: newTab ? '_blank' : null,
      rel: newTab ? 'noopener noreferrer' : null,
      title: null,
    }
  })

/** What Lexical's LinkNode writes → stored (Payload's) JSON. */
export const toStoredLinks = (document: RichTextDocument): RichTextDocument =>
  mapNodes(document, ({ url, target, rel: _rel, title: _title, ...node }) => ({
    ...node,
    type: 'link',
    version: 3,
    fields: {
      url: typeof url === 'string' ? url : '',
      newTab: target === '_blank',
      linkType: 'custom',
    },
  }))
