import type { Payload } from 'payload'

import { slugs } from '@/lib/slugs'
import { badRequest } from '@/server/api/errors'
import { updateForStaff } from '@/server/admin/write-for-staff'

import type { User } from '../../../payload-types'

/**
 * Staff approve a request for the wall (stamping when and by whom) or withdraw it. Only a request
 * its sender shared with the wall can go there; a pastoral or team one is refused.
 */
export const setOnWall = async (
  { payload, user }: { payload: Payload; user: User | null },
  id: number,
  onWall: boolean,
) => {
  const request = await payload.findByID({
    collection: slugs.prayerRequests,
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    user,
  })
  if (onWall && request && request.visibility !== 'wall') {
    throw badRequest('Only a request shared with the prayer wall can go on the wall')
  }
  return updateForStaff(
    { payload, user },
    slugs.prayerRequests,
    id,
    onWall
      ? { wallApprovedAt: new Date().toISOString(), wallApprovedBy: user?.id ?? null }
      : { wallApprovedAt: null, wallApprovedBy: null },
    'Prayer request',
  )
}
