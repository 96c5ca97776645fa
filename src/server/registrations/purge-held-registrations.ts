import type { Payload } from 'payload'

import { slugs } from '@/lib/slugs'

/**
 * Deletes the sign-ups held as spam that arrived before `cutoff` and that nobody rescued; they hold
 * no place, so nothing else changes. Part of the daily spam purge (docs/registration.md#spam).
 */
export const purgeHeldRegistrations = async (payload: Payload, cutoff: string): Promise<number> => {
  const { docs } = await payload.delete({
    collection: slugs.eventRegistrations,
    where: { and: [{ status: { equals: 'held' } }, { createdAt: { less_than: cutoff } }] },
    depth: 0,
    overrideAccess: true,
  })
  return docs.length
}
