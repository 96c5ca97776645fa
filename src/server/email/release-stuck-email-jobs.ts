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
 * send (of the server, or of the database under it) would leave the job (and its record's "Email
 * queued") there for good. Before each run of the email cron (release-before-each-run.ts), such
 * jobs are handed back to the queue, which sends them (the record's sent flags keep an email that
 * did leave from going twice). Returns how many were released.
 *
 * One UPDATE rather than payload.update: it runs every second, and Payload's find-then-update in
 * a transaction cost many times more with nothing to release (docs/performance-log.md).
 * Payload's own runner writes job rows below the Local API too (db.updateJobs); the jobs
 * collection has no hooks of ours. The database's clock judges the age, as in /api/health
 * (check-health.ts).
 */
export const releaseStuckEmailJobs = async (payload: Payload): Promise<number> => {
  const { rowCount } = await payload.db.pool.query(
    `UPDATE payload_jobs SET processing = false, updated_at = now()
      WHERE queue = $1 AND processing AND completed_at IS NULL AND NOT coalesce(has_error, false)
        AND updated_at < now() - $2 * interval '1 millisecond'`,
    [EMAIL_QUEUE, STUCK_AFTER_MS],
  )
  const released = rowCount ?? 0
  if (released)
    payload.logger.warn(`Released ${countOf(released, 'email job')} left processing by a crash`)
  return released
}
