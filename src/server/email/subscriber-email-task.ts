import type { Payload, TaskConfig } from 'payload'

import { slugs } from '@/lib/slugs'

import type { NewsletterSubscriber } from '../../../payload-types'
import { EMAIL_RETRIES } from './retries'

/**
 * A queued email to one newsletter subscriber (the confirmation, the welcome): the task's shape,
 * and the subscriber read afresh when it runs, null once removed, since they may have confirmed,
 * left or been erased while the job waited.
 */
export const subscriberEmailTask = <Result extends string>({
  slug,
  label,
  send,
}: {
  slug: string
  label: string
  send: (payload: Payload, subscriber: NewsletterSubscriber | null) => Promise<Result>
}): TaskConfig<{ input: { subscriberId: number }; output: { result: Result } }> => ({
  slug,
  label,
  retries: EMAIL_RETRIES,
  inputSchema: [{ name: 'subscriberId', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  handler: async ({ input, req: { payload } }) => {
    const subscriber = await payload.findByID({
      collection: slugs.newsletterSubscribers,
      id: input.subscriberId,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
    })
    return { output: { result: await send(payload, subscriber) } }
  },
})
