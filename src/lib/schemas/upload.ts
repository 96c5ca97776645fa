import { z } from 'zod'

import './human-messages'
import { MAX_IMAGE_BYTES, imageMessages, isAcceptedImageType } from '../uploads/image-rules'

/** POST /api/upload-image (docs/requirements/api.md): step 1 of an image upload. */
export const uploadImageBodySchema = z.object({
  fileName: z
    .string({ error: 'File name is required' })
    .trim()
    .min(1, 'File name is required')
    .max(255, 'File name must be at most 255 characters'),
  contentType: z
    .string({ error: imageMessages.invalidType })
    .trim()
    .toLowerCase()
    .refine(isAcceptedImageType, imageMessages.invalidType),
  // Optional: the dashboard sends it so an oversize file is refused before any byte moves.
  fileSize: z
    .number({ error: 'File size must be a number of bytes' })
    .int('File size must be a number of bytes')
    .min(1, 'The file is empty')
    .max(MAX_IMAGE_BYTES, imageMessages.tooLarge)
    .optional(),
})
