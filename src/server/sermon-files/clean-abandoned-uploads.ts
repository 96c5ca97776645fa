import type { TaskConfig } from 'payload'

import { sermonUploadStore } from './tus-server'

export const CLEAN_ABANDONED_UPLOADS_TASK = 'cleanAbandonedSermonUploads'

/** The queue of the site's own upkeep, run hourly (src/server/email/email-jobs.ts autoRun). */
export const MAINTENANCE_QUEUE = 'maintenance'

/**
 * Uploads that were started and never finished (a closed laptop, a cancelled upload whose DELETE
 * never arrived) are deleted a day after they began: their bytes and tus's .json beside them.
 */
export const cleanAbandonedUploadsTask: TaskConfig<{
  input: Record<string, never>
  output: { removed: number }
}> = {
  slug: CLEAN_ABANDONED_UPLOADS_TASK,
  label: 'Delete abandoned sermon uploads',
  schedule: [{ cron: '0 17 * * * *', queue: MAINTENANCE_QUEUE }],
  outputSchema: [{ name: 'removed', type: 'number', required: true }],
  handler: async () => ({ output: { removed: await sermonUploadStore().deleteExpired() } }),
}
