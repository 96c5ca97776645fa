import { ValidationError, type Payload } from 'payload'

import type { NewsletterSubscribeBody } from '@/lib/schemas/newsletter'
import { slugs } from '@/lib/slugs'

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter!'

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
 * Subscribing twice is a friendly success, not a duplicate: a known address is (re)activated.
 * Visitors may subscribe without an account, so this writes with the Local API's own authority.
 */
export const subscribeToNewsletter = async (
  payload: Payload,
  { email }: NewsletterSubscribeBody,
): Promise<{ status: 200 | 201; message: string }> => {
  const existing = await findSubscriber(payload, email)
  if (existing) {
    if (!existing.isActive) {
      await payload.update({
        collection: slugs.newsletterSubscribers,
        id: existing.id,
        data: { isActive: true },
      })
    }
    return { status: 200, message: SUBSCRIBED_MESSAGE }
  }
  try {
    await payload.create({ collection: slugs.newsletterSubscribers, data: { email } })
    return { status: 201, message: SUBSCRIBED_MESSAGE }
  } catch (error) {
    // Two signups for one address at the same moment: the unique index keeps one, both succeed.
    if (error instanceof ValidationError && (await findSubscriber(payload, email))) {
      return { status: 200, message: SUBSCRIBED_MESSAGE }
    }
    throw error
  }
}
