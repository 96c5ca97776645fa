import { z } from 'zod'

import { MAX_LABEL_LENGTH } from '@/lib/uploads/sermon-file-rules'
import { notFound } from '@/server/api/errors'
import {
  abortS3Upload,
  finishS3Upload,
  signParts,
  startS3Upload,
} from '@/server/sermon-files/s3-sermon-uploads'
import { getS3Target } from '@/server/uploads/s3-target'

import type { User } from '../payload-types'
import { finishedFile } from './sermon-files'
import { json } from './responses'
import { route } from './types'

/** These routes exist only when S3 is configured; on disk, uploads use tus (sermon-files.ts). */
const bucket = () => {
  const target = getS3Target()
  if (!target) {
    throw notFound(
      'S3 is not configured: sermon files are uploaded to /api/admin/sermon-uploads (tus).',
    )
  }
  return target
}

const startBody = z.object({
  kind: z.enum(['audio', 'document']),
  sermonId: z.number().int().positive(),
  filename: z.string().trim().min(1).max(255),
  label: z.string().max(MAX_LABEL_LENGTH).optional(),
  size: z.number().int().nonnegative(),
})

const partsBody = z.object({
  partNumbers: z.array(z.number().int().positive()).min(1).max(100),
})

const completeBody = z.object({
  parts: z
    .array(z.object({ partNumber: z.number().int().positive(), etag: z.string().min(1).max(200) }))
    .min(1)
    .max(10_000),
})

/**
 * Sermon audio and documents straight from the browser to the bucket (docs/uploads.md, "S3
 * mode"): S3 multipart upload with presigned part URLs, so the server never holds the file.
 */
export const sermonS3UploadRoutes = [
  route<Record<string, never>, z.infer<typeof startBody>>({
    method: 'POST',
    path: '/admin/sermon-s3-uploads',
    access: 'admin',
    summary:
      'Start an upload of a sermon’s audio or document straight to the S3 bucket (S3 mode only): the part size and count to send',
    body: startBody,
    responses: {
      201: json(
        'Started: ask for part URLs, send the parts, then complete',
        z.object({ id: z.string(), partBytes: z.number(), parts: z.number() }),
      ),
    },
    handler: async ({ payload, user, body }) => {
      const { size, sermonId, ...rest } = body
      const started = await startS3Upload(
        { payload, target: bucket(), user: user as User },
        { size, metadata: { ...rest, sermonId: String(sermonId), label: rest.label ?? '' } },
      )
      return Response.json(started, { status: 201 })
    },
  }),
  route<Record<string, never>, z.infer<typeof partsBody>>({
    method: 'POST',
    path: '/admin/sermon-s3-uploads/:id/parts',
    access: 'admin',
    summary:
      'Presigned URLs to PUT the given parts to (an hour each); a part that failed is sent again to its URL',
    body: partsBody,
    responses: {
      200: json(
        'One URL per part',
        z.object({ parts: z.array(z.object({ partNumber: z.number(), url: z.string() })) }),
      ),
    },
    handler: async ({ params, body }) => ({
      parts: await signParts(bucket(), params.id, body.partNumbers),
    }),
  }),
  route<Record<string, never>, z.infer<typeof completeBody>>({
    method: 'POST',
    path: '/admin/sermon-s3-uploads/:id/complete',
    access: 'admin',
    summary:
      'Join the sent parts (each with the ETag S3 answered) and check the file by its bytes: the hosted file, or 422 when it is not what its kind asks for (then it is deleted)',
    body: completeBody,
    responses: { 200: json('The upload is complete and checked', finishedFile) },
    handler: ({ payload, user, params, body }) =>
      finishS3Upload({ payload, target: bucket(), user: user as User }, params.id, body.parts),
  }),
  route({
    method: 'DELETE',
    path: '/admin/sermon-s3-uploads/:id',
    access: 'admin',
    summary: 'Cancel an upload to the bucket: the parts sent so far are deleted',
    responses: { 204: { description: 'Cancelled' } },
    handler: async ({ params }) => {
      await abortS3Upload(bucket(), params.id)
      return new Response(null, { status: 204 })
    },
  }),
]
