import type { TaskConfig } from 'payload'

import { slugs } from '@/lib/slugs'

import { listUnsubscribeHeaders, unsubscribeLink } from '@/server/newsletter/subscription-links'

import { newsletterWelcome } from './compose'
import { EMAIL_RETRIES } from './retries'
import { readSiteConfig, sendWithSiteConfig, toMailOptions } from './site-transport'

export const NEWSLETTER_WELCOME_TASK = 'sendNewsletterWelcome'

type Result = 'sent' | 'skipped' | 'turned-off' | 'not-subscribed'

/**
 * The welcome a subscriber gets once they confirm, when the site config turns it on (the default).
 * Only a click on the confirmation link queues it, so it needs no daily limit of its own.
 */
export const newsletterWelcomeTask: TaskConfig<{
  input: { subscriberId: number }
  output: { result: Result }
}> = {
  slug: NEWSLETTER_WELCOME_TASK,
  label: 'Welcome a newsletter subscriber',
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
    // Unsubscribed (or removed) before the queue got to it: no welcome.
    if (!subscriber?.isActive) return { output: { result: 'not-subscribed' } }
    const config = await readSiteConfig(payload)
    if (config.newsletterWelcomeEnabled === false) return { output: { result: 'turned-off' } }
    const welcome = newsletterWelcome(subscriber, config, {
      link: unsubscribeLink(subscriber),
      headers: listUnsubscribeHeaders(subscriber),
    })
    const sent = await sendWithSiteConfig(payload, toMailOptions(welcome), config)
    return { output: { result: sent.status } }
  },
}
