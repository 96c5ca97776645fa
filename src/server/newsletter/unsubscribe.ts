import type { Payload } from 'payload'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { badRequest } from '@/server/api/errors'

import { UNSUBSCRIBED, UNSUBSCRIBE_LINK_DEAD } from './subscription-messages'
import { isGenuine, readSubscriptionToken } from './subscription-token'

/**
 * An emailed unsubscribe link's click (the page's button, or a mail provider's one-click POST):
 * the address becomes inactive and is never mailed again unless it subscribes and confirms anew.
 * Repeating it is harmless. The record stays, so staff see that the person left.
 */
export const unsubscribe = async (
  payload: Payload,
  token: string,
): Promise<{ message: string }> => {
  const claimed = readSubscriptionToken(token)
  if (claimed?.purpose !== 'unsubscribe') throw badRequest(UNSUBSCRIBE_LINK_DEAD)
  const subscriber = await payload.findByID({
    collection: slugs.newsletterSubscribers,
    id: claimed.subscriberId,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  // Removed since (erased, or expired unconfirmed): the address is on no list, which is the ask.
  if (!subscriber) return { message: UNSUBSCRIBED }
  const genuine = isGenuine(
    claimed.signature,
    { purpose: 'unsubscribe', subscriberId: subscriber.id, email: subscriber.email },
    env.PAYLOAD_SECRET,
  )
  if (!genuine) throw badRequest(UNSUBSCRIBE_LINK_DEAD)
  if (subscriber.isActive || subscriber.pendingSince) {
    await payload.update({
      collection: slugs.newsletterSubscribers,
      id: subscriber.id,
      data: { isActive: false, pendingSince: null, unsubscribedAt: new Date().toISOString() },
      overrideAccess: true,
    })
  }
  return { message: UNSUBSCRIBED }
}
