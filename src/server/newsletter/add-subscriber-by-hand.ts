import type { Payload } from 'payload'

import type { SubscriberByHandBody } from '@/lib/schemas/subscriber-by-hand'
import { slugs } from '@/lib/slugs'
import { badRequest } from '@/server/api/errors'

import type { User } from '../../../payload-types'

/**
 * Staff vouch for a person's consent (a paper form, in person): the address is active at once,
 * with the note of where consent came from. An address already active is refused, so the note
 * already on file is not overwritten; one that left is welcomed back with the new consent.
 */
export const addSubscriberByHand = async (
  payload: Payload,
  user: User,
  { email, firstName, lastName, consentSource }: SubscriberByHandBody,
) => {
  const { docs } = await payload.find({
    collection: slugs.newsletterSubscribers,
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const existing = docs[0]
  if (existing?.isActive) {
    throw badRequest(`${email} is already subscribed`, {
      email: 'This address is already subscribed',
    })
  }
  const data = {
    email,
    firstName: firstName || existing?.firstName || null,
    lastName: lastName || existing?.lastName || null,
    consentSource,
    isActive: true,
    confirmedAt: new Date().toISOString(),
    pendingSince: null,
    unsubscribedAt: null,
  }
  const saved = existing
    ? await payload.update({
        collection: slugs.newsletterSubscribers,
        id: existing.id,
        data,
        depth: 0,
        overrideAccess: false,
        user,
      })
    : await payload.create({
        collection: slugs.newsletterSubscribers,
        data,
        depth: 0,
        overrideAccess: false,
        user,
      })
  return { message: `${email} added to the newsletter`, id: saved.id }
}
