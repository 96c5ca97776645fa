import type { Payload, PayloadRequest } from 'payload'

import type { NewsletterSubscribeBody } from '@/lib/schemas/newsletter'
import { slugs } from '@/lib/slugs'
import { inTransaction } from '@/server/admin/in-transaction'
import { isPayloadValidationError } from '@/server/api/payload-errors'
import { NEWSLETTER_WELCOME_TASK } from '@/server/email/newsletter-welcome-task'
import { EMAIL_QUEUE } from '@/server/email/record-emails'
import { SUBSCRIBED_MESSAGE } from '@/lib/form-messages'

const findSubscriber = async (payload: Payload, email: string) => {
  const { docs } = await payload.find({
    collection: slugs.newsletterSubscribers,
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
  })
  return docs[0] ?? null
}

/**
 * Writes the subscriber (new, or back from inactive) and queues its welcome email in the same
 * transaction. Whether the welcome is sent is decided at send time (newsletterWelcomeEnabled).
 */
const subscribeWithWelcome = (payload: Payload, write: (req: PayloadRequest) => Promise<number>) =>
  inTransaction(payload, null, async (req) => {
    const subscriberId = await write(req)
    await payload.jobs.queue({
      task: NEWSLETTER_WELCOME_TASK,
      queue: EMAIL_QUEUE,
      input: { subscriberId },
      req,
    })
  })

/**
 * Subscribing twice is a friendly success, not a duplicate: a known address is (re)activated,
 * and only a new or returning subscriber is welcomed (a repeat of an active one sends nothing).
 * Visitors may subscribe without an account, so this writes with the Local API's own authority.
 */
export const subscribeToNewsletter = async (
  payload: Payload,
  { email }: NewsletterSubscribeBody,
): Promise<{ status: 200 | 201; message: string }> => {
  const existing = await findSubscriber(payload, email)
  if (existing) {
    if (!existing.isActive) {
      await subscribeWithWelcome(payload, async (req) => {
        await payload.update({
          collection: slugs.newsletterSubscribers,
          id: existing.id,
          data: { isActive: true },
          req,
        })
        return existing.id
      })
    }
    return { status: 200, message: SUBSCRIBED_MESSAGE }
  }
  try {
    await subscribeWithWelcome(payload, async (req) => {
      const created = await payload.create({
        collection: slugs.newsletterSubscribers,
        data: { email },
        depth: 0,
        req,
      })
      return created.id
    })
    return { status: 201, message: SUBSCRIBED_MESSAGE }
  } catch (error) {
    // Two signups for one address at the same moment: the unique index keeps one, both succeed.
    if (isPayloadValidationError(error) && (await findSubscriber(payload, email))) {
      return { status: 200, message: SUBSCRIBED_MESSAGE }
    }
    throw error
  }
}
