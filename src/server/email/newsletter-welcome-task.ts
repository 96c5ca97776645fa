import type { TaskConfig } from 'payload'

import { slugs } from '@/lib/slugs'

import { newsletterWelcome } from './compose'
import { claimVisitorMail, releaseVisitorMail } from './daily-visitor-mail'
import { EMAIL_RETRIES } from './retries'
import { readSiteConfig, sendWithSiteConfig, toMailOptions } from './site-transport'

export const NEWSLETTER_WELCOME_TASK = 'sendNewsletterWelcome'

type Result = 'sent' | 'skipped' | 'turned-off' | 'not-subscribed' | 'already-mailed-today'

/** The welcome a new subscriber gets when the site config turns it on (the default). */
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
    })
    // Unsubscribed (or removed) before the queue got to it: no welcome.
    if (!subscriber?.isActive) return { output: { result: 'not-subscribed' } }
    const config = await readSiteConfig(payload)
    if (config.newsletterWelcomeEnabled === false) return { output: { result: 'turned-off' } }
    // At most one welcome or auto-reply a day to an address (daily-visitor-mail.ts).
    if (!(await claimVisitorMail(payload, subscriber.email))) {
      return { output: { result: 'already-mailed-today' } }
    }
    try {
      const sent = await sendWithSiteConfig(
        payload,
        toMailOptions(newsletterWelcome(subscriber, config)),
        config,
      )
      return { output: { result: sent.status } }
    } catch (error) {
      await releaseVisitorMail(payload, subscriber.email)
      throw error
    }
  },
}
