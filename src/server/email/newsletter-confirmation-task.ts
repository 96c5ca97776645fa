import { confirmLink } from '@/server/newsletter/subscription-links'

import { newsletterConfirmation } from './compose'
import { claimVisitorMail, releaseVisitorMail } from './daily-visitor-mail'
import { readSiteConfig, sendWithSiteConfig, toMailOptions } from './site-transport'
import { subscriberEmailTask } from './subscriber-email-task'

export const NEWSLETTER_CONFIRMATION_TASK = 'sendNewsletterConfirmation'

type Result = 'sent' | 'skipped' | 'not-pending' | 'already-mailed-today'

/**
 * Double opt-in's one email: the link that makes a signup active (docs/privacy.md). Sent whatever
 * the welcome setting says; at most one a day to an address, so the form cannot pester anyone.
 */
export const newsletterConfirmationTask = subscriberEmailTask({
  slug: NEWSLETTER_CONFIRMATION_TASK,
  label: 'Ask a newsletter signup to confirm',
  send: async (payload, subscriber): Promise<Result> => {
    // Confirmed, unsubscribed or removed before the queue got to it: nothing to confirm.
    if (!subscriber?.pendingSince || subscriber.isActive) return 'not-pending'
    if (!(await claimVisitorMail(payload, subscriber.email))) return 'already-mailed-today'
    try {
      const config = await readSiteConfig(payload)
      const message = newsletterConfirmation(
        subscriber,
        config,
        confirmLink(subscriber, subscriber.pendingSince),
      )
      return (await sendWithSiteConfig(payload, toMailOptions(message), config)).status
    } catch (error) {
      // The day's one email was not sent: free the claim so a retry may send it, then fail the try.
      await releaseVisitorMail(payload, subscriber.email)
      throw error
    }
  },
})
