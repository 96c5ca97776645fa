import { contactBodySchema } from '@/lib/schemas/contact'
import { newsletterSubscribeBodySchema } from '@/lib/schemas/newsletter'
import { visitorRequestBodySchema } from '@/lib/schemas/visitor-requests'
import { submitContactMessage } from '@/server/forms/submit-contact-message'
import { submitVisitorRequest } from '@/server/forms/submit-visitor-request'
import { subscribeToNewsletter } from '@/server/forms/subscribe-to-newsletter'

import { json, message, receivedBody } from './responses'
import { route } from './types'

/** The three public forms. Each validates with the same schema the browser form uses. */
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
    body: newsletterSubscribeBodySchema,
    handler: async ({ payload, body }) => {
      const { status, message } = await subscribeToNewsletter(payload, body)
      return Response.json({ message }, { status })
    },
  }),
  route({
    method: 'POST',
    path: '/contact',
    access: 'public',
    summary: 'Send a message to the church office',
    responses: { 201: json('Received; the success text for the form', receivedBody) },
    body: contactBodySchema,
    handler: async ({ payload, body }) =>
      Response.json(await submitContactMessage(payload, body), { status: 201 }),
  }),
  route({
    method: 'POST',
    path: '/visitor-requests',
    access: 'public',
    summary: 'Plan a visit',
    responses: { 201: json('Received; the success text for the form', receivedBody) },
    body: visitorRequestBodySchema,
    handler: async ({ payload, body }) =>
      Response.json(await submitVisitorRequest(payload, body), { status: 201 }),
  }),
]
