import type { Payload, TaskConfig } from 'payload'

import { INBOX_COLLECTIONS } from '@/lib/forms/registry'
import { PRIVACY_QUEUE } from '@/server/newsletter/expire-unconfirmed-task'
import { purgeHeldRegistrations } from '@/server/registrations/purge-held-registrations'

export const PURGE_SPAM_TASK = 'purgeSpam'

/** Flagged posts nobody rescued are deleted after this long (docs/privacy.md#spam). */
export const SPAM_KEPT_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Deletes the flagged posts older than SPAM_KEPT_DAYS from every inbox, and the event sign-ups
 * held as spam as long; answers how many.
 */
export const purgeSpam = async (payload: Payload, now: Date = new Date()): Promise<number> => {
  const cutoff = new Date(now.getTime() - SPAM_KEPT_DAYS * DAY_MS).toISOString()
  let removed = 0
  for (const collection of INBOX_COLLECTIONS) {
    const { docs } = await payload.delete({
      collection,
      where: { and: [{ spam: { equals: true } }, { createdAt: { less_than: cutoff } }] },
      depth: 0,
      overrideAccess: true,
    })
    removed += docs.length
  }
  removed += await purgeHeldRegistrations(payload, cutoff)
  return removed
}

/** Once a day (03:25 server time), on the privacy queue. */
export const purgeSpamTask: TaskConfig<{
  input: Record<string, never>
  output: { removed: number }
}> = {
  slug: PURGE_SPAM_TASK,
  label: 'Purge spam older than 30 days',
  retries: 2,
  schedule: [{ cron: '0 25 3 * * *', queue: PRIVACY_QUEUE }],
  outputSchema: [{ name: 'removed', type: 'number', required: true }],
  handler: async ({ req: { payload } }) => ({ output: { removed: await purgeSpam(payload) } }),
}
