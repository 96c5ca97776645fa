import { randomBytes } from 'node:crypto'

import { ACCEPTED_IMAGE_TYPES, type AcceptedImageType } from '@/lib/uploads/image-rules'

const MAX_BASE_LENGTH = 40

/**
 * The stored name for an uploaded image: the visitor's name reduced to [a-z0-9-] (no path, no
 * dots, so no traversal and no double extensions), a random part so two uploads never collide,
 * and the extension of the declared type.
 */
export const mediaFileName = (fileName: string, contentType: AcceptedImageType): string => {
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
      .replace(/-+$/, '') || 'image'
  return `${base}-${randomBytes(8).toString('hex')}.${ACCEPTED_IMAGE_TYPES[contentType]}`
}

/** A name mediaFileName could have made; anything else is refused before touching storage. */
export const isMediaFileName = (name: string): boolean =>
  /^[a-z0-9-]{1,40}-[0-9a-f]{16}\.(png|jpg|gif|webp|avif)$/.test(name)
