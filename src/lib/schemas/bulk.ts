import { z } from 'zod'

import { eventBodySchema, sermonFields } from './content'
import { unknownKeysMessage } from './human-messages'
import { asDraftsField } from './publishing'

/** One pasted sermon row: an id (or title and date) says which sermon; other columns are optional. */
export const sermonBulkRowSchema = z
  .strictObject(sermonFields, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? unknownKeysMessage(issue.keys) : undefined,
  })
  .partial()
  .extend({ id: z.coerce.number().int().positive().optional() })

export const sermonBulkUpdateBodySchema = z.object({
  data: z
    .array(z.record(z.string(), z.unknown()), { error: 'data must be a list of rows' })
    .max(5000),
  asDrafts: asDraftsField,
})

/**
 * Imported event rows; rows without a title are dropped before validation
 * (docs/requirements/dashboard.md).
 */
export const eventBulkImportBodySchema = z.object({
  data: z
    .array(z.record(z.string(), z.unknown()), { error: 'data must be a list of rows' })
    .max(5000),
  asDrafts: asDraftsField,
})

export { eventBodySchema as eventImportRowSchema }
export type SermonBulkRow = z.infer<typeof sermonBulkRowSchema>
