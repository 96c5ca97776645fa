import { z } from 'zod'

import { listLimit, listPage } from './fields'

/** Images in one page of the dashboard's image picker. */
export const MEDIA_PICKER_PAGE = 24

/**
 * GET /api/admin/media: the media library's images, newest first; `filename` (a just uploaded
 * image's stored name) or `id` narrows it to that one image.
 */
export const adminMediaQuerySchema = z.object({
  limit: listLimit(MEDIA_PICKER_PAGE, 100),
  page: listPage(),
  filename: z
    .string()
    .max(120, 'filename is too long')
    .regex(/^[\w.-]+$/, 'filename is a stored file name such as choir-0123456789abcdef.jpg')
    .optional(),
  id: z.coerce
    .number({ error: 'id must be a media id' })
    .int('id must be a media id')
    .positive('id must be a media id')
    .optional(),
})

export const richTextImageSchema = z.object({
  id: z.number(),
  url: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
})

export const adminMediaListSchema = z.object({
  docs: z.array(richTextImageSchema),
  page: z.number(),
  totalPages: z.number(),
})
