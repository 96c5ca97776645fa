import type { Payload } from 'payload'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { inTransaction } from '@/server/admin/in-transaction'
import { badRequest } from '@/server/api/errors'
import { NEWSLETTER_WELCOME_TASK } from '@/server/email/newsletter-welcome-task'
import { EMAIL_QUEUE } from '@/server/email/record-emails'

import {
  ALREADY_CONFIRMED,
  CONFIRM_LINK_DEAD,
  SUBSCRIPTION_CONFIRMED,
} from './subscription-messages'
import { isGenuine, readSubscriptionToken } from './subscription-token'

/**
 * The confirmation link's one click: the signup it names becomes an active subscriber and is
 * welcomed, once. A second click answers kindly and sends nothing; a link from an older signup
 * (the address confirmed, left or asked again since) is dead, so an old email cannot re-subscribe
 * someone who left.
 */
export const confirmSubscription = async (
  payload: Payload,
  token: string,
): Promise<{ message: string }> => {
  const claimed = readSubscriptionToken(token)
  if (claimed?.purpose !== 'confirm') throw badRequest(CONFIRM_LINK_DEAD)
  const { subscriberId, pendingSince, signature } = claimed
  if (
    !isGenuine(signature, { purpose: 'confirm', subscriberId, pendingSince }, env.PAYLOAD_SECRET)
  ) {
    throw badRequest(CONFIRM_LINK_DEAD)
  }
  return inTransaction(payload, null, async (req) => {
    const subscriber = await payload.findByID({
      collection: slugs.newsletterSubscribers,
      id: subscriberId,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
      req,
    })
    if (!subscriber) throw badRequest(CONFIRM_LINK_DEAD)
    const waitingFor = subscriber.pendingSince ? Date.parse(subscriber.pendingSince) : null
    if (waitingFor !== pendingSince) {
      const confirmedByThisLink =
        subscriber.isActive &&
        subscriber.confirmedAt !== null &&
        subscriber.confirmedAt !== undefined &&
        Date.parse(subscriber.confirmedAt) >= pendingSince
      if (confirmedByThisLink) return { message: ALREADY_CONFIRMED }
      throw badRequest(CONFIRM_LINK_DEAD)
    }
    await payload.update({
      collection: slugs.newsletterSubscribers,
      id: subscriber.id,
      data: {
        isActive: true,
        pendingSince: null,
        confirmedAt: new Date().toISOString(),
        unsubscribedAt: null,
      },
      overrideAccess: true,
      req,
    })
    await payload.jobs.queue({
      task: NEWSLETTER_WELCOME_TASK,
      queue: EMAIL_QUEUE,
      input: { subscriberId: subscriber.id },
      req,
    })
    return { message: SUBSCRIPTION_CONFIRMED }
  })
}
