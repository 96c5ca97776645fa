import type { Payload } from 'payload'

import { MAX_IMAGE_BYTES, imageMessages } from '@/lib/uploads/image-rules'
import { slugs } from '@/lib/slugs'
import { ApiError, badRequest } from '@/server/api/errors'
import { isPayloadValidationError } from '@/server/api/payload-errors'

import type { Media, User } from '../../../payload-types'
import { detectImageType } from './image-signature'

/** The media doc stored under a name, if any. Media is public, so no caller is needed. */
export const findMedia = async (payload: Payload, filename: string): Promise<Media | null> => {
  const { docs } = await payload.find({
    collection: slugs.media,
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return (docs[0] as Media | undefined) ?? null
}

/**
 * Stores bytes as a media doc under the given name, but only when they are an accepted image
 * of at most 10 MB by their own magic numbers; otherwise nothing is stored (400).
 *
 * `as` is the staff member the upload was issued to (their access applies), or 'verified-ticket'
 * for an S3 upload whose presigned URL only staff could obtain (see docs/uploads.md).
 */
export const storeImage = async (
  payload: Payload,
  { bytes, filename, as }: { bytes: Buffer; filename: string; as: User | 'verified-ticket' },
): Promise<Media> => {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ApiError(413, imageMessages.tooLarge)
  const mimetype = detectImageType(bytes)
  if (!mimetype) throw badRequest(imageMessages.invalidType, { file: imageMessages.invalidType })
  try {
    const doc = await payload.create({
      collection: slugs.media,
      data: {},
      file: { data: bytes, mimetype, name: filename, size: bytes.byteLength },
      depth: 0,
      ...(as === 'verified-ticket'
        ? { overrideAccess: true }
        : { overrideAccess: false, user: as }),
    })
    return doc as Media
  } catch (error) {
    // Payload's own checks (type sniffing, dimensions) refusing the bytes is the same verdict.
    if (isPayloadValidationError(error)) {
      throw badRequest(imageMessages.invalidType, { file: imageMessages.invalidType })
    }
    throw error
  }
}
