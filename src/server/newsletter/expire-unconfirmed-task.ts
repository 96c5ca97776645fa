import type { Payload, TaskConfig } from 'payload'

import { slugs } from '@/lib/slugs'

export const EXPIRE_UNCONFIRMED_TASK = 'removeUnconfirmedSubscribers'

/** The queue of the daily privacy work; the server runs it (src/server/email/email-jobs.ts). */
export const PRIVACY_QUEUE = 'privacy'

/** A signup nobody confirmed is forgotten after this long (docs/privacy.md). */
export const UNCONFIRMED_LIFETIME_DAYS = 7

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Deletes the signups that waited longer than the lifetime for their confirmation and were never
 * confirmed: an address typed by someone else must not stay on file. An address that was
 * confirmed once and left keeps its record (inactive), so staff can see it asked to leave.
 */
export const removeUnconfirmedSubscribers = async (
  payload: Payload,
  now: Date = new Date(),
): Promise<number> => {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_LIFETIME_DAYS * DAY_MS).toISOString()
  const { docs } = await payload.delete({
    collection: slugs.newsletterSubscribers,
    where: {
      and: [
        { isActive: { equals: false } },
        { confirmedAt: { exists: false } },
        { pendingSince: { less_than: cutoff } },
      ],
    },
    depth: 0,
    overrideAccess: true,
  })
  return docs.length
}

/** Once a day (03:20 server time), on the privacy queue. */
export const expireUnconfirmedTask: TaskConfig<{
  input: Record<string, never>
  output: { removed: number }
}> = {
  slug: EXPIRE_UNCONFIRMED_TASK,
  label: 'Remove newsletter signups never confirmed',
  retries: 2,
  schedule: [{ cron: '0 20 3 * * *', queue: PRIVACY_QUEUE }],
  outputSchema: [{ name: 'removed', type: 'number', required: true }],
  handler: async ({ req: { payload } }) => ({
    output: { removed: await removeUnconfirmedSubscribers(payload) },
  }),
}
