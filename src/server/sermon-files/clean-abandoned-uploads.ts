import type { TaskConfig } from 'payload'

import { getS3Target } from '@/server/uploads/s3-target'

import { abortAbandonedS3Uploads } from './s3-sermon-uploads'
import { ABANDONED_AFTER_MS, sermonUploadStore } from './tus-server'

export const CLEAN_ABANDONED_UPLOADS_TASK = 'cleanAbandonedSermonUploads'

/** The queue of the site's own upkeep, run hourly (src/server/email/email-jobs.ts autoRun). */
export const MAINTENANCE_QUEUE = 'maintenance'

/**
 * Uploads that were started and never finished (a closed laptop, a cancelled upload whose DELETE
 * never arrived) are deleted a day after they began: their bytes and tus's .json beside them on
 * disk; with S3, the multipart uploads straight to the bucket are aborted (the bucket deletes
 * their parts). Both, since a site that moved to S3 may still have disk uploads in progress.
 */
export const cleanAbandonedUploadsTask: TaskConfig<{
  input: Record<string, never>
  output: { removed: number }
}> = {
  slug: CLEAN_ABANDONED_UPLOADS_TASK,
  label: 'Delete abandoned sermon uploads',
  schedule: [{ cron: '0 17 * * * *', queue: MAINTENANCE_QUEUE }],
  outputSchema: [{ name: 'removed', type: 'number', required: true }],
  handler: async () => {
    const s3 = getS3Target()
    const onDisk = await sermonUploadStore().deleteExpired()
    const inBucket = s3
      ? await abortAbandonedS3Uploads(s3, new Date(Date.now() - ABANDONED_AFTER_MS))
      : 0
    return { output: { removed: onDisk + inBucket } }
  },
}
