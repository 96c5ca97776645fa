import { slugs } from '../slugs'
import type { RichTextDocument, RichTextNode } from './document'

/** A media entry as a rich text draws it: where it is served, its size and its own alt text. */
export type RichTextImage = { id: number; url: string; alt: string; width: number; height: number }

/** Images by their media id, as the page drawing a rich text has read them. */
export type RichTextImages = Record<string, RichTextImage>

const mediaId = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * The media id an upload node points at, or null when it is no image of ours. Payload's editor
 * stores the id; an older or populated node holds the document, whose id is taken (as Payload
 * itself does), never its stored address.
 */
export const imageIdOf = (node: RichTextNode): number | null => {
  if (node.type !== 'upload' || node.relationTo !== slugs.media) return null
  const value = node.value
  return mediaId(value && typeof value === 'object' ? (value as { id?: unknown }).id : value)
}

/** The alt text staff typed for this placing of the image, if any (Payload's `fields.alt`). */
export const placedAltOf = (node: RichTextNode): string => {
  const alt = (node.fields as { alt?: unknown } | null | undefined)?.alt
  return typeof alt === 'string' ? alt.trim() : ''
}

/** Every media id a rich text's images point at, once each, in reading order. */
export const imageIdsOf = (document: RichTextDocument | null | undefined): number[] => {
  const ids = new Set<number>()
  const walk = (node: RichTextNode) => {
    const id = imageIdOf(node)
    if (id !== null) ids.add(id)
    if (Array.isArray(node.children)) (node.children as RichTextNode[]).forEach(walk)
  }
  if (document?.root) walk(document.root)
  return [...ids]
}
