import type { Payload, Where } from 'payload'

import { ACCEPTED_IMAGE_TYPES } from '@/lib/uploads/image-rules'
import { adminMediaListSchema, adminMediaQuerySchema } from '@/lib/schemas/admin-media'
import type { RichTextImage } from '@/lib/rich-text/images'
import { slugs } from '@/lib/slugs'
import { toRichTextImage } from '@/server/uploads/rich-text-image'
import { findOrPromoteMedia } from '@/server/uploads/s3-uploads'
import { getS3Target } from '@/server/uploads/s3-target'
import { findMedia } from '@/server/uploads/store-image'

import type { Media, User } from '../payload-types'
import { json } from './responses'
import { route } from './types'

const images = (docs: Media[]): RichTextImage[] =>
  docs.map(toRichTextImage).filter((image): image is RichTextImage => image !== null)

/** A just uploaded image by its stored name; in S3 mode its pending upload is checked first. */
const uploadedImage = async (payload: Payload, filename: string) => {
  const s3 = getS3Target()
  const doc = s3
    ? await findOrPromoteMedia(payload, s3, filename)
    : await findMedia(payload, filename)
  const found = doc ? images([doc]) : []
  return { docs: found, page: 1, totalPages: found.length }
}

/** The media library for the dashboard's image picker (rich texts place images by id). */
export const adminMediaRoutes = [
  route({
    method: 'GET',
    path: '/admin/media',
    access: 'admin',
    summary:
      'The media library’s images, newest first (or the one with this filename or id): id, address, alt text, width and height',
    query: adminMediaQuerySchema,
    responses: { 200: json('One page of images', adminMediaListSchema) },
    handler: async ({ payload, user, query: { limit, page, filename, id } }) => {
      if (filename) return uploadedImage(payload, filename)
      const where: Where = {
        mimeType: { in: Object.keys(ACCEPTED_IMAGE_TYPES) },
        ...(id ? { id: { equals: id } } : {}),
      }
      const found = await payload.find({
        collection: slugs.media,
        where,
        sort: '-createdAt',
        limit,
        page,
        depth: 0,
        overrideAccess: false,
        user: user as User,
      })
      return {
        docs: images(found.docs as Media[]),
        page: found.page ?? page,
        totalPages: found.totalPages,
      }
    },
  }),
]
