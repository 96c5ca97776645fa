import { contactBodySchema } from '@/lib/schemas/contact'
import { newsletterSubscribeBodySchema } from '@/lib/schemas/newsletter'
import { visitorRequestBodySchema } from '@/lib/schemas/visitor-requests'
import { CONTACT_SENT_MESSAGE, submitContactMessage } from '@/server/forms/submit-contact-message'
import {
  VISIT_REQUESTED_MESSAGE,
  submitVisitorRequest,
} from '@/server/forms/submit-visitor-request'
import { SUBSCRIBED_MESSAGE, subscribeToNewsletter } from '@/server/forms/subscribe-to-newsletter'
import { looksLikeSpam, withoutSpamFields } from '@/server/forms/spam-check'
import { withSpamFields } from '@/lib/schemas/spam-fields'
import { limitFormByEmail, limitFormByIp } from '@/server/rate-limit/form-limits'

import { json, message, receivedBody } from './responses'
import { route } from './types'

/**
 * The three public forms. Spam (the honeypot filled in, or sent too soon) gets the same success
 * answer as a real submission but is neither stored nor mailed, so a robot learns nothing. Each validates with the same schema the browser form uses. Every post
 * counts against its sender's address before the body is read; a valid one also counts against
 * its email address (docs/rate-limits.md).
 */
export const formRoutes = [
  route({
    method: 'POST',
    path: '/newsletter/subscribe',
    access: 'public',
    summary:
      'Subscribe {email} to the newsletter; an address already on the list is a friendly success',
    responses: {
      200: message('Already subscribed: a friendly success'),
      201: message('Subscribed'),
    },
    body: withSpamFields(newsletterSubscribeBodySchema),
    guard: ({ payload, request }) => limitFormByIp(payload, 'newsletter', request),
    handler: async ({ payload, body }) => {
      if (looksLikeSpam(body))
        return Response.json({ message: SUBSCRIBED_MESSAGE }, { status: 201 })
      await limitFormByEmail(payload, 'newsletter', body.email)
      const { status, message } = await subscribeToNewsletter(payload, withoutSpamFields(body))
      return Response.json({ message }, { status })
    },
  }),
  route({
    method: 'POST',
    path: '/contact',
    access: 'public',
    summary: 'Send a message to the church office',
    responses: { 201: json('Received; the success text for the form', receivedBody) },
    body: withSpamFields(contactBodySchema),
    guard: ({ payload, request }) => limitFormByIp(payload, 'contact', request),
    handler: async ({ payload, body }) => {
      if (looksLikeSpam(body))
        return Response.json({ message: CONTACT_SENT_MESSAGE }, { status: 201 })
      await limitFormByEmail(payload, 'contact', body.email)
      return Response.json(await submitContactMessage(payload, withoutSpamFields(body)), {
        status: 201,
      })
    },
  }),
  route({
    method: 'POST',
    path: '/visitor-requests',
    access: 'public',
    summary: 'Plan a visit',
    responses: { 201: json('Received; the success text for the form', receivedBody) },
    body: withSpamFields(visitorRequestBodySchema),
    guard: ({ payload, request }) => limitFormByIp(payload, 'visit', request),
    handler: async ({ payload, body }) => {
      if (looksLikeSpam(body)) {
        return Response.json({ message: VISIT_REQUESTED_MESSAGE }, { status: 201 })
      }
      await limitFormByEmail(payload, 'visit', body.email)
      return Response.json(await submitVisitorRequest(payload, withoutSpamFields(body)), {
        status: 201,
      })
    },
  }),
]
