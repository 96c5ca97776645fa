import type { TaskConfig } from 'payload'

import { PRIVACY_QUEUE } from '@/server/newsletter/expire-unconfirmed-task'

import { applyRetention } from './apply-retention'

export const RETENTION_TASK = 'applyRetention'

/**
 * Once a day (03:30 server time), on the privacy queue. Every instance's scheduler may queue it;
 * the run claims its day (apply-retention.ts), so the work is done once.
 */
export const retentionTask: TaskConfig<{
  input: Record<string, never>
  output: { result: string }
}> = {
  slug: RETENTION_TASK,
  label: 'Delete or anonymise personal data older than the retention settings',
  retries: 2,
  schedule: [{ cron: '0 30 3 * * *', queue: PRIVACY_QUEUE }],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  handler: async ({ req: { payload } }) => {
    const run = await applyRetention(payload)
    return { output: { result: run.ran ? run.summary : 'Already run today by another instance' } }
  },
}
