import type { Payload } from 'payload'

import { slugs } from '@/lib/slugs'
import { notFound } from '@/server/api/errors'
import { isPayloadValidationError } from '@/server/api/payload-errors'

import { isOnWall } from './prayer-wall'

export type PrayedAnswer = { prayedCount: number; counted: boolean }

/**
 * A visitor's "I prayed" for a request on the wall: one row per request and visitor (the unique
 * index refuses a second), and the request's count is the number of its rows. Pressing again is
 * a friendly answer that counts nothing.
 */
export const prayFor = async (
  payload: Payload,
  id: number,
  visitor: string,
  now = new Date(),
): Promise<PrayedAnswer> => {
  if (!(await isOnWall(payload, id, now))) {
    throw notFound('This prayer request is not on the prayer wall')
  }
  let counted = true
  try {
    await payload.create({
      collection: slugs.prayerWallPrayers,
      data: { request: id, visitor },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    if (!isPayloadValidationError(error)) throw error
    counted = false
  }
  const { totalDocs } = await payload.count({
    collection: slugs.prayerWallPrayers,
    where: { request: { equals: id } },
    overrideAccess: true,
  })
  if (counted) {
    await payload.update({
      collection: slugs.prayerRequests,
      id,
      data: { prayedCount: totalDocs },
      depth: 0,
      overrideAccess: true,
    })
  }
  return { prayedCount: totalDocs, counted }
}
