import type { CollectionSlug, Payload, Sort, Where } from 'payload'

import type { User } from '../../../payload-types'

/**
 * A staff list read with the caller's own access (overrideAccess: false), so Payload's
 * collection rules apply even if a route were ever declared with the wrong access level.
 * The array is the body; X-Total-Count tells the dashboard when more exist than were sent.
 * `present` shapes each document for the dashboard (for example its email delivery state);
 * `where` narrows the list (an inbox's status filter).
 */
export const listForStaff = async (
  payload: Payload,
  user: User | null,
  collection: CollectionSlug,
  { sort, limit, where }: { sort: Sort; limit: number; where?: Where },
  present: (doc: object) => unknown = (doc) => doc,
): Promise<Response> => {
  const { docs, totalDocs } = await payload.find({
    collection,
    where,
    sort,
    limit,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return Response.json(docs.map(present), { headers: { 'X-Total-Count': String(totalDocs) } })
}
