import { z } from 'zod'

import { listLimit, listPage, optionalDateFilter, optionalTextFilter } from './fields'

/** Public list: the newest first (most relevant first when searching), a page at a time. */
export const SERMON_LIST_DEFAULT_LIMIT = 100
export const SERMON_LIST_MAX_LIMIT = 1000

export const getSermonsQuerySchema = z.object({
  search: optionalTextFilter(),
  speaker: optionalTextFilter(),
  series: optionalTextFilter(),
  startDate: optionalDateFilter(),
  endDate: optionalDateFilter(),
  limit: listLimit(SERMON_LIST_DEFAULT_LIMIT, SERMON_LIST_MAX_LIMIT),
  page: listPage(),
})

export type SermonFilter = z.infer<typeof getSermonsQuerySchema>
