import { z } from 'zod'

import { listLimit } from './fields'

/** The spec's admin list fetch limit. */
export const ADMIN_LIST_LIMIT = 100

export const adminListQuerySchema = z.object({
  limit: listLimit(ADMIN_LIST_LIMIT, ADMIN_LIST_LIMIT),
})
