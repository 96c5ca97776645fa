import { randomBytes } from 'node:crypto'

import { ACCEPTED_IMAGE_TYPES, type AcceptedImageType } from '@/lib/uploads/image-rules'

const MAX_BASE_LENGTH = 40

/** The stored name for an uploaded image, with the extension of the declared type. */
export const mediaFileName = (fileName: string, contentType: AcceptedImageType): string =>
  uniqueFileName(fileName, ACCEPTED_IMAGE_TYPES[contentType], 'image')

/**
 * A unique stored name from what a visitor called the file: reduced to [a-z0-9-] (no path, no
 * dots, so no traversal and no double extensions; `fallback` when nothing is left), 16 random hex
 * digits, and the given extension. Sermon files (src/server/sermon-files) are named the same way.
 */
export const uniqueFileName = (fileName: string, extension: string, fallback: string): string => {
  const lastSegment = fileName.split(/[\\/]/).pop() ?? ''
  const withoutExtension = lastSegment.replace(/\.[^.]*$/, '')
  const base =
    withoutExtension
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '') // accents fall away: É → E
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_BASE_LENGTH)
      .replace(/-+$/, '') || fallback
  return `${base}-${randomBytes(8).toString('hex')}.${extension}`
}

/** A name mediaFileName could have made; anything else is refused before touching storage. */
export const isMediaFileName = (name: string): boolean =>
  /^[a-z0-9-]{1,40}-[0-9a-f]{16}\.(png|jpg|gif|webp|avif)$/.test(name)
