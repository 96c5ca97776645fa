import { z } from 'zod'

import { listLimit } from './fields'

/** The admin list fetch limit (docs/requirements/api.md). */
export const ADMIN_LIST_LIMIT = 100

export const adminListQuerySchema = z.object({
  limit: listLimit(ADMIN_LIST_LIMIT, ADMIN_LIST_LIMIT),
})
