import type { Payload } from 'payload'

import type { VisitorRequestBody } from '@/lib/schemas/visitor-requests'
import { slugs } from '@/lib/slugs'
import { inTransaction } from '@/server/admin/in-transaction'
import { queuedDelivery, queueRecordEmails } from '@/server/email/record-emails'
import { VISIT_REQUESTED_MESSAGE } from '@/lib/form-messages'

export { VISIT_REQUESTED_MESSAGE }

/**
 * Stores a Plan a Visit request for staff and queues its emails in the same transaction.
 * Visitors have no account, so the Local API writes it.
 */
export const submitVisitorRequest = async (payload: Payload, body: VisitorRequestBody) => {
  const doc = await inTransaction(payload, null, async (req) => {
    const created = await payload.create({
      collection: slugs.visitorRequests,
      data: { ...body, status: 'new', emailDelivery: queuedDelivery(1) },
      depth: 0,
      req,
    })
    await queueRecordEmails(payload, req, slugs.visitorRequests, created.id, 1)
    return created
  })
  return { id: doc.id, message: VISIT_REQUESTED_MESSAGE }
}
