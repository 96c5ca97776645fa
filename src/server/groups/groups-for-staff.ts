import type { Payload } from 'payload'

import type { GroupForStaff } from '@/lib/schemas/groups'
import { slugs } from '@/lib/slugs'

import type { User } from '../../../payload-types'

/** How many requests to join each group still has with status new (spam left out). */
const newRequestCounts = async (payload: Payload, user: User | null, groups: number[]) => {
  const counts = new Map<number, number>()
  if (groups.length === 0) return counts
  const { docs } = await payload.find({
    collection: slugs.groupJoinRequests,
    where: {
      and: [
        { group: { in: groups } },
        { status: { equals: 'new' } },
        { or: [{ spam: { equals: false } }, { spam: { exists: false } }] },
      ],
    },
    select: { group: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  for (const { group } of docs) {
    const id = typeof group === 'object' ? group.id : group
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}

/**
 * Every group for the dashboard's Groups tab, closed and full ones too, by name, with leaders
 * (staff read them) and how many new requests to join wait for each. Read with the caller's own
 * access; X-Total-Count says how many exist beyond the limit.
 */
export const listGroupsForStaff = async (
  payload: Payload,
  user: User | null,
  limit: number,
): Promise<Response> => {
  const { docs, totalDocs } = await payload.find({
    collection: slugs.groups,
    sort: ['name', 'id'],
    limit,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const counts = await newRequestCounts(
    payload,
    user,
    docs.map((group) => group.id),
  )
  const body: GroupForStaff[] = docs.map((group) => ({
    ...group,
    newRequests: counts.get(group.id) ?? 0,
  }))
  return Response.json(body, { headers: { 'X-Total-Count': String(totalDocs) } })
}
