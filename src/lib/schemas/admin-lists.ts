import { z } from 'zod'

import { listLimit } from './fields'

/** The admin list fetch limit (docs/requirements/api.md). */
export const ADMIN_LIST_LIMIT = 100

export const adminListQuerySchema = z.object({
  limit: listLimit(ADMIN_LIST_LIMIT, ADMIN_LIST_LIMIT),
})

/**
 * An inbox list (contact messages, visit requests), optionally of one status: `?status=new`.
 * Empty means every status. `?spam=true` lists the flagged posts instead.
 */
export const inboxListQuerySchema = (statuses: readonly string[]) =>
  adminListQuerySchema.extend({
    status: z
      .string()
      .max(50)
      .optional()
      .transform((status) => status?.trim() || undefined)
      .refine((status) => status === undefined || statuses.includes(status), {
        error: `status must be one of: ${statuses.join(', ')}`,
      }),
    // ?spam=true: the Spam view (what the spam checks flagged); otherwise flagged posts are left out.
    spam: z.enum(['true', 'false'], { error: 'spam must be true or false' }).optional(),
  })
