import type { Payload } from 'payload'

import { countOf } from '@/lib/format-count'

import { EMAIL_QUEUE } from './record-emails'

/**
 * A job that has been "processing" this long belongs to a server that died mid-send: the mail
 * timeouts (src/server/email/site-transport.ts) end any real send within about a minute.
 * Younger ones may be another instance's send in progress and are left alone.
 */
export const STUCK_AFTER_MS = 5 * 60 * 1000

/**
 * Payload's queue only runs jobs that are not marked processing, so a crash in the middle of a
 * send would leave the job (and its record's "Email queued") there for good. At server start,
 * such jobs are handed back to the queue, which sends them (the record's sent flags keep an
 * email that did leave from going twice). Returns how many were released.
 */
export const releaseStuckEmailJobs = async (
  payload: Payload,
  now = new Date(),
): Promise<number> => {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: EMAIL_QUEUE } },
        { processing: { equals: true } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { updatedAt: { less_than: new Date(now.getTime() - STUCK_AFTER_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length)
    payload.logger.warn(`Released ${countOf(docs.length, 'email job')} left processing by a crash`)
  return docs.length
}
