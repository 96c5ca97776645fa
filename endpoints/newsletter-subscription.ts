import { z } from 'zod'

import { confirmSubscription } from '@/server/newsletter/confirm-subscription'
import { unsubscribe } from '@/server/newsletter/unsubscribe'

import { message } from './responses'
import { route } from './types'

const tokenBody = z.object({ token: z.string().trim().min(1, 'The link has no token').max(200) })

/**
 * The newsletter's emailed links (docs/privacy.md). Each link's signed token is its only
 * credential: no session is looked at, so there is no cookie to forge a request with.
 */
export const newsletterSubscriptionRoutes = [
  // POST /api/newsletter/confirm – the confirmation page's button
  route({
    method: 'POST',
    path: '/newsletter/confirm',
    access: 'public',
    summary: 'Confirm a newsletter signup with the token of its emailed link; welcomes it once',
    responses: { 200: message('Confirmed (or confirmed already)') },
    body: tokenBody,
    handler: ({ payload, body }) => confirmSubscription(payload, body.token),
  }),
  // POST /api/newsletter/unsubscribe – the unsubscribe page's button
  route({
    method: 'POST',
    path: '/newsletter/unsubscribe',
    access: 'public',
    summary: 'Unsubscribe the address an emailed link names (the token of the link)',
    responses: { 200: message('Unsubscribed (or not subscribed)') },
    body: tokenBody,
    handler: ({ payload, body }) => unsubscribe(payload, body.token),
  }),
  // POST /api/newsletter/unsubscribe/one-click?token= – RFC 8058, from the mail provider
  route({
    method: 'POST',
    path: '/newsletter/unsubscribe/one-click',
    access: 'public',
    summary:
      'RFC 8058 one-click unsubscribe (the List-Unsubscribe header): the mail provider posts List-Unsubscribe=One-Click without cookie or Origin',
    responses: { 200: message('Unsubscribed (or not subscribed)') },
    // A mail provider is not a browser of this site: its Origin, if any, is its own.
    anyOrigin: true,
    query: tokenBody,
    // The body says only "List-Unsubscribe=One-Click"; the token in the address is what counts.
    rawBody: { maxBytes: 1024, tooLargeMessage: 'A one-click unsubscribe has a one-line body' },
    handler: ({ payload, query }) => unsubscribe(payload, query.token),
  }),
]
