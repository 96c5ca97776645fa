import type { TaskConfig } from 'payload'

import { slugs } from '@/lib/slugs'

import { urgentPrayerNotice } from './compose'
import { EMAIL_RETRIES } from './retries'
import { readSiteConfig, sendWithSiteConfig, toMailOptions } from './site-transport'

export const URGENT_PRAYER_TASK = 'sendUrgentPrayerNotice'

type Result = 'sent' | 'skipped' | 'gone'

/**
 * Emails an urgent prayer request to the pastoral staff (docs/prayer.md). Queued in the same
 * transaction as the request, so the outbox retries it like every other email; the body never
 * reaches the log, even with the console provider.
 */
export const urgentPrayerTask: TaskConfig<{
  input: { requestId: number }
  output: { result: Result }
}> = {
  slug: URGENT_PRAYER_TASK,
  label: 'Email an urgent prayer request to the pastoral staff',
  retries: EMAIL_RETRIES,
  inputSchema: [{ name: 'requestId', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  handler: async ({ input, req: { payload } }) => {
    const request = await payload.findByID({
      collection: slugs.prayerRequests,
      id: input.requestId,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
    })
    // Deleted before the queue got to it: nothing to send.
    if (!request) return { output: { result: 'gone' } }
    const config = await readSiteConfig(payload)
    const sent = await sendWithSiteConfig(
      payload,
      toMailOptions(urgentPrayerNotice(request, config)),
      config,
      { privateBody: true },
    )
    return { output: { result: sent.status } }
  },
}
