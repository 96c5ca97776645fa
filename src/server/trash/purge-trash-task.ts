import type { Payload, TaskConfig } from 'payload'

import { readPrivacySettings } from '@/server/privacy/read-privacy-settings'
import { MAINTENANCE_QUEUE } from '@/server/sermon-files/clean-abandoned-uploads'

import { deleteTrashed } from './delete-trashed'

export const PURGE_TRASH_TASK = 'purgeTrash'

const DAY_MS = 24 * 60 * 60 * 1000

/** Deletes for good what has been in the trash longer than the trash setting; answers how many. */
export const purgeTrash = async (payload: Payload, now: Date = new Date()): Promise<number> => {
  const { trashDays } = await readPrivacySettings(payload)
  return deleteTrashed(payload, {
    by: 'server',
    trashedBefore: new Date(now.getTime() - trashDays * DAY_MS),
  })
}

/**
 * Hourly, on the maintenance queue: an item goes within the hour after its time. Two instances
 * running it at once delete disjoint rows or nothing: a delete of a row already gone is no error.
 */
export const purgeTrashTask: TaskConfig<{
  input: Record<string, never>
  output: { removed: number }
}> = {
  slug: PURGE_TRASH_TASK,
  label: 'Delete for good what has been in the trash longer than the trash setting',
  retries: 2,
  schedule: [{ cron: '0 43 * * * *', queue: MAINTENANCE_QUEUE }],
  outputSchema: [{ name: 'removed', type: 'number', required: true }],
  handler: async ({ req: { payload } }) => ({ output: { removed: await purgeTrash(payload) } }),
}
