import { message } from '@endpoints/responses'
import { publicForm } from '@/lib/forms/registry'
import { newsletterSubscribeBodySchema } from '@/lib/schemas/newsletter'
import { slugs } from '@/lib/slugs'
import { NEWSLETTER_CONFIRMATION_TASK } from '@/server/email/newsletter-confirmation-task'

import { defineForm } from '../server-form'
import { subscribeToNewsletter } from '../subscribe-to-newsletter'

/**
 * The newsletter signup. Unlike the inbox forms it keeps a list, not messages. Double opt-in: its
 * one email asks to confirm, and the answer never says whether the address was listed already
 * (subscribe-to-newsletter.ts, docs/privacy.md).
 */
export const newsletterForm = defineForm({
  declaration: publicForm('newsletter'),
  stores: slugs.newsletterSubscribers,
  summary:
    'Ask to subscribe {email} to the newsletter: a confirmation link is emailed; the answer is the same whether or not the address is listed',
  responses: {
    201: message(
      'Received: a confirmation link is on its way unless the address is already subscribed',
    ),
  },
  body: newsletterSubscribeBodySchema,
  emailTask: NEWSLETTER_CONFIRMATION_TASK,
  submit: async (payload, body) => {
    const { status, message } = await subscribeToNewsletter(payload, body)
    return { status, body: { message } }
  },
})
