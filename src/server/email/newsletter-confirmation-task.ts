import type { TaskConfig } from 'payload'

import { slugs } from '@/lib/slugs'
import { confirmLink } from '@/server/newsletter/subscription-links'

import { newsletterConfirmation } from './compose'
import { claimVisitorMail, releaseVisitorMail } from './daily-visitor-mail'
import { EMAIL_RETRIES } from './retries'
import { readSiteConfig, sendWithSiteConfig, toMailOptions } from './site-transport'

export const NEWSLETTER_CONFIRMATION_TASK = 'sendNewsletterConfirmation'

type Result = 'sent' | 'skipped' | 'not-pending' | 'already-mailed-today'

/**
 * Double opt-in's one email: the link that makes a signup active (docs/privacy.md). Sent whatever
 * the welcome setting says; at most one a day to an address, so the form cannot pester anyone.
 */
export const newsletterConfirmationTask: TaskConfig<{
  input: { subscriberId: number }
  output: { result: Result }
}> = {
  slug: NEWSLETTER_CONFIRMATION_TASK,
  label: 'Ask a newsletter signup to confirm',
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
    // Confirmed, unsubscribed or removed before the queue got to it: nothing to confirm.
    if (!subscriber?.pendingSince || subscriber.isActive) {
      return { output: { result: 'not-pending' } }
    }
    if (!(await claimVisitorMail(payload, subscriber.email))) {
      return { output: { result: 'already-mailed-today' } }
    }
    try {
      const config = await readSiteConfig(payload)
      const message = newsletterConfirmation(
        subscriber,
        config,
        confirmLink(subscriber, subscriber.pendingSince),
      )
      const sent = await sendWithSiteConfig(payload, toMailOptions(message), config)
      return { output: { result: sent.status } }
    } catch (error) {
      await releaseVisitorMail(payload, subscriber.email)
      throw error
    }
  },
}
