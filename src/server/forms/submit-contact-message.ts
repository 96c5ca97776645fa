import type { Payload } from 'payload'

import type { ContactBody } from '@/lib/schemas/contact'
import { slugs } from '@/lib/slugs'

export const CONTACT_SENT_MESSAGE =
  "Your message has been sent successfully! We'll get back to you soon."

/** Stores a visitor's message for staff. Visitors have no account, so the Local API writes it. */
export const submitContactMessage = async (payload: Payload, body: ContactBody) => {
  const doc = await payload.create({
    collection: slugs.contactMessages,
    data: { ...body, status: 'new' },
  })
  return { id: doc.id, message: CONTACT_SENT_MESSAGE }
}
