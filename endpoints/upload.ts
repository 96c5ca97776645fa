import { env } from '@/env'
import { isStaff } from '@/lib/roles'
import { uploadImageBodySchema } from '@/lib/schemas/upload'
import { MAX_IMAGE_BYTES, imageMessages, type AcceptedImageType } from '@/lib/uploads/image-rules'
import { slugs } from '@/lib/slugs'
import { ApiError, badRequest, forbidden, notFound } from '@/server/api/errors'
import { isMediaFileName, mediaFileName } from '@/server/uploads/media-file-name'
import { mediaPublicUrl } from '@/server/uploads/public-url'
import { findOrPromoteMedia, presignImagePut } from '@/server/uploads/s3-uploads'
import { getS3Target } from '@/server/uploads/s3-target'
import { mediaResponse } from '@/server/uploads/serve-media'
import { findMedia, storeImage } from '@/server/uploads/store-image'
import {
  UPLOAD_TICKET_LIFETIME_MS,
  signUploadTicket,
  verifyUploadTicket,
} from '@/server/uploads/upload-token'

import type { User } from '../payload-types'
import { z } from 'zod'

import { json } from './responses'
import { route } from './types'

/** The signed upload link's ticket, if it is valid and the body's declared type is the ticket's. */
const checkUploadTicket = (token: string, request: Request) => {
  const ticket = verifyUploadTicket(token, env.PAYLOAD_SECRET)
  if (!ticket) throw forbidden('This upload link is invalid or has expired')
  const sentType = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase()
  if (sentType !== ticket.contentType) {
    throw badRequest(imageMessages.invalidType, { file: imageMessages.invalidType })
  }
  return ticket
}

/** Image upload in two steps (docs/requirements/api.md); the design is in docs/uploads.md. */
export const uploadRoutes = [
  route({
    method: 'POST',
    path: '/upload-image',
    access: 'admin',
    summary: 'Start an image upload: where to PUT the file and where it will be served',
    responses: {
      200: json(
        'Where to send the file, and where it will be served',
        z.object({ uploadUrl: z.string(), publicUrl: z.string() }),
      ),
    },
    body: uploadImageBodySchema,
    handler: async ({ user, body }) => {
      const contentType = body.contentType as AcceptedImageType
      const filename = mediaFileName(body.fileName, contentType)
      const s3 = getS3Target()
      const uploadUrl = s3
        ? await presignImagePut(s3, { filename, contentType, fileSize: body.fileSize })
        : `/api/upload-image/${signUploadTicket(
            {
              key: filename,
              contentType,
              userId: (user as User).id,
              expiresAt: Date.now() + UPLOAD_TICKET_LIFETIME_MS,
            },
            env.PAYLOAD_SECRET,
          )}`
      return { uploadUrl, publicUrl: mediaPublicUrl(filename) }
    },
  }),
  route<Record<string, never>, Buffer>({
    method: 'PUT',
    path: '/upload-image/:token',
    access: 'public',
    summary: 'Store the image for an upload link from POST /api/upload-image (disk mode)',
    responses: { 200: json('Stored', z.object({ publicUrl: z.string() })) },
    rawBody: {
      maxBytes: MAX_IMAGE_BYTES,
      tooLargeMessage: imageMessages.tooLarge,
      // A forged or expired link, or the wrong type, is refused before one byte is read.
      precheck: ({ params, request }) => {
        checkUploadTicket(params.token, request)
      },
    },
    handler: async ({ payload, params, request, body }) => {
      const ticket = checkUploadTicket(params.token, request)
      // The issuer's role is checked again: a ticket dies with its holder's staff access.
      const issuer = (await payload.findByID({
        collection: slugs.users,
        id: ticket.userId,
        depth: 0,
        disableErrors: true,
        overrideAccess: true,
      })) as User | null
      if (!issuer || !isStaff(issuer)) throw forbidden('This upload link is invalid or has expired')
      if (await findMedia(payload, ticket.key)) {
        throw new ApiError(409, 'This upload link has already been used')
      }
      await storeImage(payload, { bytes: body, filename: ticket.key, as: issuer })
      return { publicUrl: mediaPublicUrl(ticket.key) }
    },
  }),
  route({
    method: 'GET',
    path: '/media/:filename',
    access: 'public',
    summary: 'Serve an uploaded image',
    responses: { 200: { description: 'The image', contentType: 'image/*' } },
    handler: async ({ payload, params }) => {
      if (!isMediaFileName(params.filename)) throw notFound('Image not found')
      const s3 = getS3Target()
      const doc = s3
        ? await findOrPromoteMedia(payload, s3, params.filename)
        : await findMedia(payload, params.filename)
      if (!doc) throw notFound('Image not found')
      return mediaResponse(payload, doc, s3)
    },
  }),
]
