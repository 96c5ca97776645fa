import type { Access } from 'payload'

import { PRAYER_TEAM_VISIBILITIES } from '@/lib/prayer/prayer-options'
import { isStaff } from '@/lib/roles'

/**
 * Who reads (and moves the status of) which prayer requests, enforced by the collection itself so
 * /cms-api, /api and every Local API call with overrideAccess: false agree (docs/prayer.md):
 * staff every request; the prayer team only those shared with the team or the wall, as a query
 * constraint, so a pastoral-only request never reaches them; anyone else nothing.
 */
export const prayerTeamOrStaff: Access = ({ req: { user } }) => {
  if (isStaff(user)) return true
  if (user?.role === 'prayer-team') return { visibility: { in: [...PRAYER_TEAM_VISIBILITIES] } }
  return false
}
