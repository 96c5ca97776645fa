import { message } from '@endpoints/responses'
import { publicForm } from '@/lib/forms/registry'
import { newsletterSubscribeBodySchema } from '@/lib/schemas/newsletter'
import { slugs } from '@/lib/slugs'
import { NEWSLETTER_WELCOME_TASK } from '@/server/email/newsletter-welcome-task'

import { defineForm } from '../server-form'
import { subscribeToNewsletter } from '../subscribe-to-newsletter'

/**
 * The newsletter signup. Unlike the inbox forms it keeps a list, not messages: subscribing twice
 * is a friendly 200, and its one email is the welcome (subscribe-to-newsletter.ts).
 */
export const newsletterForm = defineForm({
  declaration: publicForm('newsletter'),
  stores: slugs.newsletterSubscribers,
  summary:
    'Subscribe {email} to the newsletter; an address already on the list is a friendly success',
  responses: {
    200: message('Already subscribed: a friendly success'),
    201: message('Subscribed'),
  },
  body: newsletterSubscribeBodySchema,
  emailTask: NEWSLETTER_WELCOME_TASK,
  submit: async (payload, body) => {
    const { status, message } = await subscribeToNewsletter(payload, body)
    return { status, body: { message } }
  },
})
