import { z } from 'zod'

import { listLimit, listPage, optionalTextFilter } from './fields'

export const EVENT_LIST_DEFAULT_LIMIT = 100
export const EVENT_LIST_MAX_LIMIT = 1000

export const getEventsQuerySchema = z.object({
  upcoming: z
    .enum(['true', 'false'], { error: 'upcoming must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  limit: listLimit(EVENT_LIST_DEFAULT_LIMIT, EVENT_LIST_MAX_LIMIT),
  /** Staff search: words in the title, location or description. */
  search: optionalTextFilter(),
  page: listPage(),
})
