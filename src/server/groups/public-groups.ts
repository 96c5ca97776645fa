import type { Payload } from 'payload'

import type { WeekdayCode } from '@/lib/calendar/repeat-choice'
import { meetingInWords } from '@/lib/groups/meeting-words'
import { isListed, type PublicGroup } from '@/lib/groups/public-group'
import { slugs } from '@/lib/slugs'
import { cachedRead } from '@/server/cache/cached-read'
import { getPayloadClient } from '@/server/payload'

import type { Group } from '../../../payload-types'

/** How many featured groups the home page shows. */
export const FEATURED_GROUPS_SHOWN = 3

const userIdOf = (user: NonNullable<Group['leaders']>[number]['user']) =>
  typeof user === 'object' ? (user?.id ?? null) : (user ?? null)

/**
 * Each group's leaders by name: the name staff typed, else the account's name. The `leaders`
 * field is staff-only (docs/groups.md), so this reads with the server's authority, and only
 * names leave this function: the cached copy below never holds an address.
 */
const leaderNames = async (payload: Payload, groups: Group[]): Promise<Map<number, string[]>> => {
  const userIds = [
    ...new Set(groups.flatMap((group) => (group.leaders ?? []).map((l) => userIdOf(l.user)))),
  ].filter((id): id is number => id !== null)
  const accounts = userIds.length
    ? await payload.find({
        collection: slugs.users,
        where: { id: { in: userIds } },
        select: { name: true },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const accountName = new Map(accounts.docs.map((user) => [user.id, user.name?.trim() ?? '']))
  return new Map(
    groups.map((group) => [
      group.id,
      (group.leaders ?? [])
        .map((leader) => {
          const id = userIdOf(leader.user)
          return leader.name?.trim() || (id !== null ? accountName.get(id) : '') || ''
        })
        .filter(Boolean),
    ]),
  )
}

const toPublic = (group: Group, leaders: string[]): PublicGroup => ({
  id: group.id,
  name: group.name,
  slug: group.slug ?? String(group.id),
  description: group.description ?? null,
  category: group.category,
  meetingDay: (group.meetingDay as WeekdayCode | null | undefined) ?? null,
  meeting: meetingInWords(group),
  area: group.area?.trim() || null,
  childcare: Boolean(group.childcare),
  status: group.status,
  imageUrl: group.imageUrl ?? null,
  featured: Boolean(group.featured),
  leaderNames: leaders,
  updatedAt: group.updatedAt,
})

/**
 * Every group as visitors may see it, closed ones included (their pages say so), by name. A
 * church has tens of groups, not thousands: one read, filtered in memory by the directory.
 */
export const readPublicGroups = async (payload: Payload): Promise<PublicGroup[]> => {
  const { docs } = await payload.find({
    collection: slugs.groups,
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const names = await leaderNames(payload, docs)
  return docs.map((group) => toPublic(group, names.get(group.id) ?? []))
}

// One cache entry, expired by any change to a group (collections/Groups.ts) or an account's name
// (collections/hooks/expire-groups-on-rename.ts).
const cachedGroups = cachedRead(
  async () => readPublicGroups(await getPayloadClient()),
  ['public-groups'],
  [slugs.groups],
  [],
)

/** The groups the directory lists (open and full), by name. */
export const listPublicGroups = async (): Promise<PublicGroup[]> =>
  (await cachedGroups.data()).filter(isListed)

/** One group's page by its slug, closed ones included; null when no group has it. */
export const getPublicGroup = async (slug: string): Promise<PublicGroup | null> =>
  (await cachedGroups.data()).find((group) => group.slug === slug) ?? null

/** The home page's featured groups: listed ones staff marked featured, up to three. */
export const listFeaturedGroups = async (): Promise<PublicGroup[]> =>
  (await listPublicGroups()).filter((group) => group.featured).slice(0, FEATURED_GROUPS_SHOWN)
