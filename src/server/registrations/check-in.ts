import 'server-only'

import type { Payload } from 'payload'

import { slugs } from '@/lib/slugs'
import { ApiError } from '@/server/api/errors'

import type { User } from '../../../payload-types'

/** Marks a confirmed registration as arrived (or not), with the staff member's own access. */
export const setCheckedIn = async (
  payload: Payload,
  user: User | null,
  registrationId: number,
  checkedIn: boolean,
) => {
  const registration = await payload.findByID({
    collection: slugs.eventRegistrations,
    id: registrationId,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  if (!registration) throw new ApiError(404, 'Registration not found')
  if (registration.status !== 'confirmed') {
    throw new ApiError(409, 'Only confirmed registrations can be checked in')
  }
  await payload.update({
    collection: slugs.eventRegistrations,
    id: registrationId,
    data: { checkedInAt: checkedIn ? new Date().toISOString() : null },
    depth: 0,
    overrideAccess: false,
    user,
  })
  return { message: checkedIn ? 'Checked in' : 'Check-in undone' }
}
