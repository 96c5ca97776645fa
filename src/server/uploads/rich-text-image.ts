import type { RichTextImage } from '@/lib/rich-text/images'
import { isAcceptedImageType } from '@/lib/uploads/image-rules'

import type { Media } from '../../../payload-types'
import { isMediaFileName } from './media-file-name'
import { mediaPublicUrl } from './public-url'

/** Payload's own address for a file of the media library (one placed in /cms under its name). */
const PAYLOAD_MEDIA_PATH = '/api/media/file/'

/**
 * Where a media entry is served to visitors, or null when it is no image the site shows: an
 * upload from the dashboard by our own route (GET /api/media/:filename), one added in /cms by
 * Payload's. Never an address from anywhere else.
 */
const servedAt = (doc: Media): string | null => {
  if (!doc.filename) return null
  if (isMediaFileName(doc.filename)) return mediaPublicUrl(doc.filename)
  return doc.url?.startsWith(PAYLOAD_MEDIA_PATH) ? doc.url : null
}

/**
 * A media entry as a rich text draws it, or null for what it must skip: a file that is not an
 * accepted image, or one whose size is unknown (the page reserves the image's space before it
 * loads).
 */
export const toRichTextImage = (doc: Media): RichTextImage | null => {
  const url = servedAt(doc)
  const { width, height, mimeType } = doc
  if (!url || !mimeType || !isAcceptedImageType(mimeType)) return null
  if (!width || !height || width < 1 || height < 1) return null
  return { id: doc.id, url, alt: doc.alt?.trim() ?? '', width, height }
}
