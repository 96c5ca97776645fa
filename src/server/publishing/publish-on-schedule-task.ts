import type { Payload, TaskConfig } from 'payload'

import { expireTag } from '@/server/cache/revalidate'
import { sqlFor } from '@/server/db/sql'
import { serverLog } from '@/server/log/server-log'

import { publishScheduledGlobal } from './globals/publish-scheduled-global'
import { targetOfKey } from './globals/targets'
import { claimDue, dropEmptySchedules, type DueItem } from './schedule-store'

export const PUBLISH_ON_SCHEDULE_TASK = 'publishOnSchedule'

/** The queue of scheduled publishing, polled often (src/server/email/email-jobs.ts autoRun). */
export const PUBLISHING_QUEUE = 'publishing'

/** Every ten seconds: a scheduled item appears well within a minute of its time. */
export const PUBLISHING_CRON = '*/10 * * * * *'

/**
 * Publishing writes the item's latest version to its row with _status 'published' (a draft's
 * changes included); unpublishing sets the row's _status to 'draft', so visitors no longer see it.
 * Acting for the server itself (overrideAccess: true): staff set the time earlier.
 */
const apply = async (payload: Payload, item: DueItem, status: 'published' | 'draft') => {
  try {
    await payload.update({
      collection: item.collection,
      id: item.itemId,
      data: { _status: status },
      draft: false,
      depth: 0,
      overrideAccess: true,
    })
    return true
  } catch (error) {
    // An item deleted for good since staff scheduled it, or one that no longer validates.
    serverLog.error('A scheduled publish could not be applied', error, { ...item, status })
    return false
  }
}

export type PublishingRun = { published: number; unpublished: number }

/**
 * Publishes and unpublishes what is due. Each time is claimed once (schedule-store.ts claimDue), so
 * two instances ticking together never publish an item twice. The items' own hooks expire their
 * cache tags; the tags are expired once more after the run, when every write has committed, so a
 * page rendered while a write was still open is not kept.
 */
export const publishDue = async (payload: Payload, now = new Date()): Promise<PublishingRun> => {
  const db = await sqlFor(payload)
  const toPublish = await claimDue(db, 'publish', now)
  const toUnpublish = await claimDue(db, 'unpublish', now)
  let published = 0
  let unpublished = 0
  const touched = new Set<string>()
  for (const item of toPublish) {
    // A global's row (site-config, service-times, page-texts:<page>) is published by globals/.
    const target = targetOfKey(item.collection)
    const done = target
      ? await publishScheduledGlobal(payload, target)
      : await apply(payload, item, 'published')
    if (done) published++
    touched.add(target ? target.global : item.collection)
  }
  for (const item of toUnpublish) if (await apply(payload, item, 'draft')) unpublished++
  await dropEmptySchedules(db)
  for (const item of toUnpublish) touched.add(item.collection)
  for (const collection of touched) await expireTag(collection)
  return { published, unpublished }
}

export const publishOnScheduleTask: TaskConfig<{
  input: Record<string, never>
  output: PublishingRun
}> = {
  slug: PUBLISH_ON_SCHEDULE_TASK,
  label: 'Publish and unpublish sermons, events, services and featured content at their times',
  // A missed tick is made up by the next one: whatever is due then is taken.
  retries: 0,
  schedule: [{ cron: PUBLISHING_CRON, queue: PUBLISHING_QUEUE }],
  outputSchema: [
    { name: 'published', type: 'number', required: true },
    { name: 'unpublished', type: 'number', required: true },
  ],
  handler: async ({ req: { payload } }) => ({ output: await publishDue(payload) }),
}
