import type { Payload } from 'payload'

import type { InboxForm } from '@/lib/forms/registry'
import type { SpamReason } from '@/lib/spam-reasons'
import { inTransaction } from '@/server/admin/in-transaction'
import { queuedDelivery, queueRecordEmails } from '@/server/email/record-emails'

/**
 * Stores what a visitor sent to an inbox form (a contact message, a visit request) and queues its
 * emails in the same transaction. A post the spam checks flagged is stored in the Spam view
 * instead, with no email queued (docs/privacy.md#spam); the visitor's answer is the same.
 * Visitors have no account, so the Local API writes it.
 */
export const submitToInbox = async (
  payload: Payload,
  form: InboxForm,
  body: object,
  flagged: SpamReason | null = null,
): Promise<{ id: number; message: string }> => {
  const { collection } = form.inbox
  const doc = await inTransaction(payload, null, async (req) => {
    const created = await payload.create({
      collection,
      // The body passed the form's schema, which names exactly the collection's visitor fields.
      data: (flagged
        ? { ...body, status: 'new', spam: true, spamReason: flagged }
        : { ...body, status: 'new', emailDelivery: queuedDelivery(1) }) as never,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (!flagged) await queueRecordEmails(payload, req, collection, created.id, 1)
    return created
  })
  return { id: doc.id, message: form.sentMessage }
}
