import type { Payload } from 'payload'

import type { ContactBody } from '@/lib/schemas/contact'
import { slugs } from '@/lib/slugs'
import { inTransaction } from '@/server/admin/in-transaction'
import { queuedDelivery, queueRecordEmails } from '@/server/email/record-emails'
import { CONTACT_SENT_MESSAGE } from '@/lib/form-messages'

export { CONTACT_SENT_MESSAGE }

/**
 * Stores a visitor's message for staff and queues its emails in the same transaction. Visitors
 * have no account, so the Local API writes it.
 */
export const submitContactMessage = async (payload: Payload, body: ContactBody) => {
  const doc = await inTransaction(payload, null, async (req) => {
    const created = await payload.create({
      collection: slugs.contactMessages,
      data: { ...body, status: 'new', emailDelivery: queuedDelivery(1) },
      depth: 0,
      req,
    })
    await queueRecordEmails(payload, req, slugs.contactMessages, created.id, 1)
    return created
  })
  return { id: doc.id, message: CONTACT_SENT_MESSAGE }
}
