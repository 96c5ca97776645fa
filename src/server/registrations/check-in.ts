import 'server-only'

import type { Payload } from 'payload'

import { slugs } from '@/lib/slugs'
import { ApiError } from '@/server/api/errors'

import type { User } from '../../../payload-types'

/**
 * Marks a confirmed registration as arrived (or not), with the staff member's own access. It sets
 * a state rather than toggling, so a tap the phone queued offline and sends again changes nothing
 * the second time: someone already checked in keeps the time of the first tap. `at` is when the
 * tap happened (a queued one arrives later); never later than now.
 */
export const setCheckedIn = async (
  payload: Payload,
  user: User | null,
  registrationId: number,
  checkedIn: boolean,
  at: Date = new Date(),
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
  const message = checkedIn ? 'Checked in' : 'Check-in undone'
  if (Boolean(registration.checkedInAt) === checkedIn) return { message }
  const now = new Date()
  await payload.update({
    collection: slugs.eventRegistrations,
    id: registrationId,
    data: { checkedInAt: checkedIn ? (at < now ? at : now).toISOString() : null },
    depth: 0,
    overrideAccess: false,
    user,
  })
  return { message }
}
