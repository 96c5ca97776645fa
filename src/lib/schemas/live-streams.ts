import { z } from 'zod'

import { listLimit } from './fields'

export const LIVE_STREAM_LIST_DEFAULT_LIMIT = 100
export const LIVE_STREAM_LIST_MAX_LIMIT = 1000

export const getLiveStreamsQuerySchema = z.object({
  limit: listLimit(LIVE_STREAM_LIST_DEFAULT_LIMIT, LIVE_STREAM_LIST_MAX_LIMIT),
})
