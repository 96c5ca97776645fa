import { z } from 'zod'

import { PRAYER_STATUSES, PRAYER_VISIBILITIES } from '../prayer/prayer-options'
import { orList } from '../text/or-list'
import { adminListQuerySchema } from './admin-lists'

/** The prayer list's filters: `?status=new`, `?visibility=wall`; empty means all. */
export const prayerListQuerySchema = adminListQuerySchema.extend({
  status: z
    .enum(PRAYER_STATUSES, { error: `status must be ${orList(PRAYER_STATUSES)}` })
    .optional(),
  visibility: z
    .enum(PRAYER_VISIBILITIES, { error: `visibility must be ${orList(PRAYER_VISIBILITIES)}` })
    .optional(),
})

/** Staff approve a wall request (true) or withdraw it from the wall (false). */
export const prayerWallBodySchema = z.object({
  onWall: z.boolean({ error: 'onWall must be true or false' }),
})
