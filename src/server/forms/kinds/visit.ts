import { json, receivedBody } from '@endpoints/responses'
import { publicForm } from '@/lib/forms/registry'
import { visitorRequestBodySchema } from '@/lib/schemas/visitor-requests'
import { visitNotice, visitWelcome } from '@/server/email/compose'

import { defineInboxForm } from '../inbox-form'

/** Plan a Visit: a request to the office, and the welcome to the visitor. */
export const visitForm = defineInboxForm({
  declaration: publicForm('visit'),
  summary: 'Plan a visit',
  responses: { 201: json('Received; the success text for the form', receivedBody) },
  body: visitorRequestBodySchema,
  emails: (request, config) => [
    { sentFlag: 'noticeSent', build: () => visitNotice(request, config) },
    { sentFlag: 'replySent', build: () => visitWelcome(request, config) },
  ],
})
