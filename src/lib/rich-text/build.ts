/**
 * Builders for Lexical's stored JSON (the shape Payload's rich-text field keeps), so the About
 * pages' starting texts read as text in the source rather than as nested objects.
 */
import type { RichTextDocument, RichTextNode } from './document'

const BOLD = 1
const ITALIC = 2

const element = (type: string, children: RichTextNode[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  version: 1,
  ...extra,
})

export type Inline = RichTextNode | string

const inline = (parts: Inline[]): RichTextNode[] =>
  parts.map((part) => (typeof part === 'string' ? text(part) : part))

export const text = (value: string, format = 0): RichTextNode => ({
  type: 'text',
  text: value,
  format,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

export const bold = (value: string) => text(value, BOLD)
export const italic = (value: string) => text(value, ITALIC)
export const linebreak = (): RichTextNode => ({ type: 'linebreak', version: 1 })

export const paragraph = (...parts: Inline[]) =>
  element('paragraph', inline(parts), { textFormat: 0, textStyle: '' })

export const heading = (tag: 'h3' | 'h4', value: string) =>
  element('heading', [text(value)], { tag })

export const quote = (...parts: Inline[]) => element('quote', inline(parts))

/** Lines joined by line breaks, as a stanza or an address is written. */
export const lines = (values: readonly string[]): RichTextNode[] =>
  values.flatMap((value, index) => (index === 0 ? [text(value)] : [linebreak(), text(value)]))

export const bulletList = (items: Inline[][]) =>
  element(
    'list',
    items.map((parts, index) => element('listitem', inline(parts), { value: index + 1 })),
    { listType: 'bullet', start: 1, tag: 'ul' },
  )

/** A link as Payload's editor stores it: the address in `fields`. */
export const link = (url: string, label: string, newTab = false) => ({
  ...element('link', [text(label)]),
  version: 3,
  fields: { url, newTab, linkType: 'custom' },
})

export const richTextDocument = (...children: RichTextNode[]): RichTextDocument => ({
  root: element('root', children) as RichTextDocument['root'],
})
