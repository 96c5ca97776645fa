import type { z } from 'zod'

import { ApiError, badRequest } from '@/server/api/errors'
import { isPayloadValidationError } from '@/server/api/payload-errors'

/** Parses row N of a bulk body, naming the row in every message (rows count from 1, as pasted). */
export const parseRow = <T>(schema: z.ZodType<T>, row: unknown, index: number): T => {
  const parsed = schema.safeParse(row)
  if (parsed.success) return parsed.data
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    errors[`data.${index}.${issue.path.join('.')}`] ??= `Row ${index + 1}: ${issue.message}`
  }
  throw badRequest(Object.values(errors).join('. '), errors)
}

/** A database-side refusal of row N (Payload's own validation), with the row named. */
export const rowFailure = (error: unknown, index: number): unknown => {
  if (!isPayloadValidationError(error)) return error
  const errors: Record<string, string> = {}
  for (const { path, message } of error.data.errors) {
    errors[`data.${index}.${path}`] ??= `Row ${index + 1}: ${message}`
  }
  return new ApiError(400, Object.values(errors).join('. '), errors)
}
