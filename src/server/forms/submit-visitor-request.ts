import type { Payload } from 'payload'

import type { VisitorRequestBody } from '@/lib/schemas/visitor-requests'
import { slugs } from '@/lib/slugs'

export const VISIT_REQUESTED_MESSAGE = "We can't wait to meet you! We'll be in touch soon."

/** Stores a Plan a Visit request for staff. Visitors have no account, so the Local API writes it. */
export const submitVisitorRequest = async (payload: Payload, body: VisitorRequestBody) => {
  const doc = await payload.create({
    collection: slugs.visitorRequests,
    data: { ...body, status: 'new' },
  })
  return { id: doc.id, message: VISIT_REQUESTED_MESSAGE }
}
