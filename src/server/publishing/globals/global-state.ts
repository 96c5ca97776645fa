import type { Payload, PayloadRequest } from 'payload'

import type { PublishingState } from '@/lib/schemas/publishing'
import type { SqlRunner } from '@/server/db/sql'

import { stateOf } from '../publishing-state'
import { readGlobalSchedules } from './global-schedule'
import { partOf, readGlobal, sameContent, type GlobalDoc } from './global-versions'
import { targetKey, type GlobalTarget, type PublishingGlobal } from './targets'

export type GlobalStates = {
  /** The newest version (a draft when one is pending): what staff go on editing. */
  latest: GlobalDoc
  /** Each target's state, by its key. */
  states: Map<string, PublishingState>
}

/**
 * Each target's state in the staff's words: published, changed since publishing (its part of the
 * latest draft differs from the published row's), or scheduled. A global is always on the site,
 * so it is never "draft" and never leaves the site.
 */
export const globalStates = async (
  payload: Payload,
  db: SqlRunner,
  global: PublishingGlobal,
  targets: readonly GlobalTarget[],
  req?: PayloadRequest,
): Promise<GlobalStates> => {
  const published = await readGlobal(payload, global, 'published', req)
  const latest = await readGlobal(payload, global, 'latest', req)
  const schedules = await readGlobalSchedules(db, targets)
  const states = new Map(
    targets.map((target) => {
      const changed =
        latest._status === 'draft' &&
        !sameContent(partOf(target, published), partOf(target, latest))
      const publishAt = schedules.get(targetKey(target)) ?? null
      const state = stateOf('published', changed, { publishAt, unpublishAt: null })
      return [targetKey(target), state] as const
    }),
  )
  return { latest, states }
}
