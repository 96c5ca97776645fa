import type { Payload, Where } from 'payload'

import { DEFAULT_PRAYER_WALL_DAYS } from '@/lib/prayer/prayer-options'
import { slugs } from '@/lib/slugs'

import type { PrayerRequest } from '../../../payload-types'

const DAY_MS = 24 * 60 * 60 * 1000

/** One request as the public wall shows it: a first name at most, never a surname or email. */
export type WallItem = {
  id: number
  firstName: string | null
  request: string
  approvedAt: string
  prayedCount: number
}

/** The first word of a name ("Mary Ann Smith" → "Mary"); anonymous → null. */
export const firstNameOf = (name: string | null | undefined): string | null =>
  name?.trim().split(/\s+/)[0] || null

/** The days an approved request stays on the wall, from the settings (read now, never cached). */
export const readWallDays = async (payload: Payload): Promise<number> => {
  const config = await payload.findGlobal({
    slug: slugs.siteConfig,
    depth: 0,
    overrideAccess: true,
  })
  return config.prayerWallDays ?? DEFAULT_PRAYER_WALL_DAYS
}

/** Requests approved at or before this moment have had their days on the wall. */
export const wallCutoff = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS)

/**
 * Which requests are on the wall now: shared with the wall, approved by staff within the last
 * `days` days (counted from the approval), and not archived.
 */
export const onWallWhere = (now: Date, days: number): Where => ({
  and: [
    { visibility: { equals: 'wall' } },
    { wallApprovedAt: { greater_than: wallCutoff(now, days).toISOString() } },
    { status: { not_equals: 'archived' } },
  ],
})

const toWallItem = (request: PrayerRequest): WallItem => ({
  id: request.id,
  firstName: firstNameOf(request.name),
  request: request.request,
  approvedAt: request.wallApprovedAt ?? request.createdAt,
  prayedCount: request.prayedCount ?? 0,
})

/** The wall, newest approval first. The server reads for the public, so it overrides access. */
export const readPrayerWall = async (payload: Payload, now = new Date()): Promise<WallItem[]> => {
  const days = await readWallDays(payload)
  const { docs } = await payload.find({
    collection: slugs.prayerRequests,
    where: onWallWhere(now, days),
    sort: ['-wallApprovedAt', '-id'],
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map(toWallItem)
}

/** Whether one request is on the wall now (the "I prayed" button works only there). */
export const isOnWall = async (payload: Payload, id: number, now: Date): Promise<boolean> => {
  const { totalDocs } = await payload.count({
    collection: slugs.prayerRequests,
    where: { and: [{ id: { equals: id } }, onWallWhere(now, await readWallDays(payload))] },
    overrideAccess: true,
  })
  return totalDocs === 1
}
