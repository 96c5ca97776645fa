/**
 * What the site accepts as an image (docs/requirements/dashboard.md, "Image upload"), shared by the
 * dashboard's field and the server so both refuse the same files with the same words.
 *
 * Raster formats only: an SVG can carry script, and a logo or event picture never needs one.
 */
export const ACCEPTED_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const

export type AcceptedImageType = keyof typeof ACCEPTED_IMAGE_TYPES

/** Image upload max size 10MB (docs/requirements/dashboard.md). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

export const imageMessages = {
  invalidType: 'Please select a valid image file',
  tooLarge: 'Image must be smaller than 10MB',
} as const

export const isAcceptedImageType = (type: string): type is AcceptedImageType =>
  Object.hasOwn(ACCEPTED_IMAGE_TYPES, type.trim().toLowerCase())

/** The message for a file the site will refuse, or null when it may be uploaded. */
export const imageFileProblem = (file: { type: string; size: number }): string | null => {
  if (!isAcceptedImageType(file.type)) return imageMessages.invalidType
  if (file.size > MAX_IMAGE_BYTES) return imageMessages.tooLarge
  return null
}
