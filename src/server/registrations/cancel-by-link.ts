import 'server-only'

import type { Payload } from 'payload'

import { slugs } from '@/lib/slugs'
import { ApiError } from '@/server/api/errors'

import { ALREADY_CANCELLED, cancelRegistration } from './cancel-registration'
import { readCancelTicket, type CancelTicket } from './cancel-token'

export const LINK_INVALID = 'This cancel link is not valid'
export const LINK_EXPIRED = 'This cancel link has expired'
export const CANCELLED_MESSAGE = 'Your registration is cancelled. Thank you for letting us know.'

/** What the cancel page shows before asking: the event and the booking, no names or addresses. */
export type CancelPreview = {
  eventId: number
  eventTitle: string
  occurrence: string
  people: number
  status: 'confirmed' | 'waitlisted'
}

const ticketOf = (token: string, now: number): CancelTicket => {
  const check = readCancelTicket(token, now)
  if ('problem' in check) {
    throw new ApiError(
      check.problem === 'expired' ? 410 : 400,
      check.problem === 'expired' ? LINK_EXPIRED : LINK_INVALID,
    )
  }
  return check.ticket
}

/** The booking a genuine, unused, unexpired link cancels; otherwise a 400 or 410 saying why. */
export const previewCancellation = async (
  payload: Payload,
  token: string,
  now: number = Date.now(),
): Promise<CancelPreview> => {
  const { registrationId, nonce } = ticketOf(token, now)
  const registration = await payload.findByID({
    collection: slugs.eventRegistrations,
    id: registrationId,
    depth: 1,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!registration || registration.status === 'cancelled' || registration.cancelNonce !== nonce) {
    throw new ApiError(410, ALREADY_CANCELLED)
  }
  // A sign-up held as spam was never emailed a link: a ticket for it is not one we sent.
  if (registration.status === 'held') throw new ApiError(400, LINK_INVALID)
  const event = registration.event as { id: number; title: string }
  return {
    eventId: event.id,
    eventTitle: event.title,
    occurrence: registration.occurrence,
    people: registration.people,
    status: registration.status,
  }
}

/** Cancels through the emailed link; the link works once (cancelRegistration checks its nonce). */
export const cancelByLink = async (payload: Payload, token: string, now: number = Date.now()) => {
  const { registrationId, nonce } = ticketOf(token, now)
  await cancelRegistration(payload, registrationId, { nonce })
  return { message: CANCELLED_MESSAGE }
}
