import type { Payload } from 'payload'

import { isDatabaseUnavailable } from '@/server/api/database-unavailable'

import { releaseStuckEmailJobs } from './release-stuck-email-jobs'

/**
 * Payload's `jobs.shouldAutoRun`: called by the email cron right before each run of the queue
 * (every second, in the server only). It hands back email jobs a crash left "processing", so a
 * database that died mid-send costs those emails STUCK_AFTER_MS, not a restart of the server, and
 * the same tick sends them. The tick always goes on.
 *
 * Idle, this is one indexed UPDATE on payload_jobs that matches nothing, next to the cron's own.
 */
export const releaseStuckJobsBeforeRun = async (payload: Payload): Promise<boolean> => {
  try {
    await releaseStuckEmailJobs(payload)
  } catch (error) {
    // The database away is the cron's own failure too, and Payload logs it for the run; anything
    // else would leave crashed sends stuck for good, so it is said every time.
    if (!isDatabaseUnavailable(error)) {
      payload.logger.error({ err: error, msg: 'Could not hand back stuck email jobs' })
    }
  }
  return true
}
