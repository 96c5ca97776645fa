import { listUnsubscribeHeaders, unsubscribeLink } from '@/server/newsletter/subscription-links'

import { newsletterWelcome } from './compose'
import { readSiteConfig, sendWithSiteConfig, toMailOptions } from './site-transport'
import { subscriberEmailTask } from './subscriber-email-task'

export const NEWSLETTER_WELCOME_TASK = 'sendNewsletterWelcome'

type Result = 'sent' | 'skipped' | 'turned-off' | 'not-subscribed'

/**
 * The welcome a subscriber gets once they confirm, when the site config turns it on (the default).
 * Only a click on the confirmation link queues it, so it needs no daily limit of its own.
 */
export const newsletterWelcomeTask = subscriberEmailTask({
  slug: NEWSLETTER_WELCOME_TASK,
  label: 'Welcome a newsletter subscriber',
  send: async (payload, subscriber): Promise<Result> => {
    // Unsubscribed (or removed) before the queue got to it: no welcome.
    if (!subscriber?.isActive) return 'not-subscribed'
    const config = await readSiteConfig(payload)
    if (config.newsletterWelcomeEnabled === false) return 'turned-off'
    const welcome = newsletterWelcome(subscriber, config, {
      link: unsubscribeLink(subscriber),
      headers: listUnsubscribeHeaders(subscriber),
    })
    return (await sendWithSiteConfig(payload, toMailOptions(welcome), config)).status
  },
})
