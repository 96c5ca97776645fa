import type { Payload, PayloadRequest } from 'payload'

import type { NewsletterSubscribeBody } from '@/lib/schemas/newsletter'
import { slugs } from '@/lib/slugs'
import { inTransaction } from '@/server/admin/in-transaction'
import { isPayloadValidationError } from '@/server/api/payload-errors'
import { NEWSLETTER_CONFIRMATION_TASK } from '@/server/email/newsletter-confirmation-task'
import { EMAIL_QUEUE } from '@/server/email/record-emails'
import { SUBSCRIBED_MESSAGE } from '@/lib/form-messages'

/** What the public form's signups record as their consent, until the link is confirmed. */
export const WEBSITE_SIGNUP_CONSENT = 'Website signup form, confirmed by email'

const findSubscriber = async (payload: Payload, email: string) => {
  const { docs } = await payload.find({
    collection: slugs.newsletterSubscribers,
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * Marks the signup as waiting for its link and queues the confirmation email, in one transaction.
 * The address stays inactive (never mailed but for that one email) until the link is used.
 */
const awaitConfirmation = (payload: Payload, write: (req: PayloadRequest) => Promise<number>) =>
  inTransaction(payload, null, async (req) => {
    const subscriberId = await write(req)
    await payload.jobs.queue({
      task: NEWSLETTER_CONFIRMATION_TASK,
      queue: EMAIL_QUEUE,
      input: { subscriberId },
      req,
    })
  })

/** The one answer every signup gets, so the form tells nobody whether an address is listed. */
const ANSWER = { status: 201, message: SUBSCRIBED_MESSAGE } as const

/**
 * Double opt-in (docs/privacy.md): a new address, one waiting for its link, or one that left is
 * sent a confirmation link; an active subscriber is sent nothing. The answer is the same in every
 * case. Visitors subscribe without an account, so this writes with the Local API's own authority.
 */
export const subscribeToNewsletter = async (
  payload: Payload,
  { email }: NewsletterSubscribeBody,
): Promise<typeof ANSWER> => {
  const existing = await findSubscriber(payload, email)
  const pendingSince = new Date().toISOString()
  if (existing) {
    if (!existing.isActive) {
      await awaitConfirmation(payload, async (req) => {
        await payload.update({
          collection: slugs.newsletterSubscribers,
          id: existing.id,
          data: { pendingSince },
          overrideAccess: true,
          req,
        })
        return existing.id
      })
    }
    return ANSWER
  }
  try {
    await awaitConfirmation(payload, async (req) => {
      const created = await payload.create({
        collection: slugs.newsletterSubscribers,
        data: { email, isActive: false, pendingSince, consentSource: WEBSITE_SIGNUP_CONSENT },
        depth: 0,
        overrideAccess: true,
        req,
      })
      return created.id
    })
    return ANSWER
  } catch (error) {
    // Two signups for one address at the same moment: the unique index keeps one, both succeed.
    if (isPayloadValidationError(error) && (await findSubscriber(payload, email))) return ANSWER
    throw error
  }
}
