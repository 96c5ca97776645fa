import type { CollectionSlug, Payload, Sort } from 'payload'

import type { User } from '../../../payload-types'

/**
 * A staff list read with the caller's own access (overrideAccess: false), so Payload's
 * collection rules apply even if a route were ever declared with the wrong access level.
 * The array is the body; X-Total-Count tells the dashboard when more exist than were sent.
 * `present` shapes each document for the dashboard (for example its email delivery state).
 */
export const listForStaff = async (
  payload: Payload,
  user: User | null,
  collection: CollectionSlug,
  { sort, limit }: { sort: Sort; limit: number },
  present: (doc: object) => unknown = (doc) => doc,
): Promise<Response> => {
  const { docs, totalDocs } = await payload.find({
    collection,
    sort,
    limit,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return Response.json(docs.map(present), { headers: { 'X-Total-Count': String(totalDocs) } })
}
