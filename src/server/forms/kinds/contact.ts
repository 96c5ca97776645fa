import { json, receivedBody } from '@endpoints/responses'
import { publicForm } from '@/lib/forms/registry'
import { contactBodySchema } from '@/lib/schemas/contact'
import { contactAutoReply, contactNotice } from '@/server/email/compose'

import { defineInboxForm } from '../inbox-form'

/** The contact page's form: a message to the office, and the auto-reply if Settings turn it on. */
export const contactForm = defineInboxForm({
  declaration: publicForm('contact'),
  summary: 'Send a message to the church office',
  responses: { 201: json('Received; the success text for the form', receivedBody) },
  body: contactBodySchema,
  emails: (message, config) => [
    { sentFlag: 'noticeSent', build: () => contactNotice(message, config) },
    ...(config.autoReplyEnabled
      ? [{ sentFlag: 'replySent' as const, build: () => contactAutoReply(message, config) }]
      : []),
  ],
})
