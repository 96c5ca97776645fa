import { isEmail, isPageLocation } from '../validation/rules'
import type { RichTextDocument, RichTextNode } from './document'
import { imageIdOf } from './images'

/** The nodes the About texts may hold: what the dashboard's editor and /cms make, nothing else. */
export const RICH_TEXT_NODE_TYPES = new Set([
  'root',
  'paragraph',
  'heading',
  'text',
  'linebreak',
  'tab',
  'list',
  'listitem',
  'quote',
  'link',
  'autolink',
  'upload',
])

/** Bounds a stored text (docs/decisions/010-bounded-input.md): far more than a page holds. */
export const MAX_RICH_TEXT_NODES = 5000
export const MAX_RICH_TEXT_DEPTH = 12

/**
 * Where a link in a rich text may lead: a page on this site, an http(s) address, an email or a
 * phone number. Anything else (javascript:, data:, //elsewhere) is no link at all.
 */
export const safeRichTextHref = (url: unknown): string | null => {
  if (typeof url !== 'string') return null
  const value = url.trim()
  if (value.startsWith('mailto:')) return isEmail(value.slice('mailto:'.length)) ? value : null
  if (value.startsWith('tel:')) return /^tel:\+?[\d\s().-]{3,30}$/.test(value) ? value : null
  return isPageLocation(value) ? value : null
}

export type RichTextProblem = 'shape' | 'link' | 'image' | 'size'

const linkUrl = (node: RichTextNode): unknown =>
  (node.fields as { url?: unknown } | undefined)?.url ?? node.url

/** The first thing wrong with a stored rich text, or null when it may be saved. */
export const richTextProblem = (value: unknown): RichTextProblem | null => {
  const root = (value as RichTextDocument | null)?.root
  if (!root || typeof root !== 'object' || root.type !== 'root') return 'shape'
  let count = 0
  const check = (node: unknown, depth: number): RichTextProblem | null => {
    count += 1
    if (count > MAX_RICH_TEXT_NODES || depth > MAX_RICH_TEXT_DEPTH) return 'size'
    if (!node || typeof node !== 'object') return 'shape'
    const { type, children } = node as RichTextNode
    if (typeof type !== 'string' || !RICH_TEXT_NODE_TYPES.has(type)) return 'shape'
    if (
      (type === 'link' || type === 'autolink') &&
      !safeRichTextHref(linkUrl(node as RichTextNode))
    )
      return 'link'
    // An image is a media entry's id, never an address stored in the text.
    if (type === 'upload' && imageIdOf(node as RichTextNode) === null) return 'image'
    if (children === undefined) return null
    if (!Array.isArray(children)) return 'shape'
    for (const child of children) {
      const problem = check(child, depth + 1)
      if (problem) return problem
    }
    return null
  }
  return check(root, 0)
}
