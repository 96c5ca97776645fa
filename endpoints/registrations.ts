import {
  availabilityBody,
  cancelPreviewBody,
  cancelQuerySchema,
  occurrenceQuerySchema,
  registrationOutcomeBody,
} from '@/lib/schemas/registration-responses'
import { cancelRegistrationBodySchema, registrationBodySchema } from '@/lib/schemas/registration'
import { withSpamFields } from '@/lib/schemas/spam-fields'
import { parseId } from '@/server/api/ids'
import { spamReason, withoutSpamFields } from '@/server/forms/spam-check'
import { limitFormByEmail, limitFormByIp } from '@/server/rate-limit/form-limits'
import { cancelByLink, previewCancellation } from '@/server/registrations/cancel-by-link'
import {
  holdFlaggedRegistration,
  registerForEvent,
} from '@/server/registrations/register-for-event'
import { registrationAvailability } from '@/server/registrations/registration-availability'

import { json, message } from './responses'
import { route } from './types'

/** The public side of event registration (docs/registration.md). */
export const registrationRoutes = [
  // GET /api/events/:id/registration – places left for an occurrence, and the questions
  route({
    method: 'GET',
    path: '/events/:id/registration',
    access: 'public',
    summary:
      'Whether an occurrence of the event (the next one unless occurrence=YYYY-MM-DD) takes sign-ups, the places left and the questions; counts only, never names',
    responses: { 200: json('Where registration stands', availabilityBody) },
    query: occurrenceQuerySchema,
    handler: async ({ payload, params, query }) =>
      Response.json(
        await registrationAvailability(payload, parseId(params.id, 'Event'), query.occurrence),
        { headers: { 'cache-control': 'no-store' } },
      ),
  }),
  // POST /api/events/:id/registrations – sign up: confirmed while places last, then the waitlist
  route({
    method: 'POST',
    path: '/events/:id/registrations',
    access: 'public',
    summary:
      'Register {name, email, phone?, people, occurrence?, answers?}: confirmed or waitlisted and the places left (409 when closed, or full without a waitlist); one flagged as spam is held for staff',
    responses: { 201: json('Registered or waitlisted', registrationOutcomeBody) },
    body: withSpamFields(registrationBodySchema),
    guard: ({ payload, request }) => limitFormByIp(payload, 'registration', request),
    handler: async ({ payload, params, body }) => {
      const eventId = parseId(params.id, 'Event')
      await limitFormByEmail(payload, 'registration', body.email)
      const flagged = spamReason(body)
      const outcome = flagged
        ? await holdFlaggedRegistration(payload, eventId, withoutSpamFields(body), flagged)
        : await registerForEvent(payload, eventId, withoutSpamFields(body))
      return Response.json(outcome, { status: 201 })
    },
  }),
  // GET /api/registrations/cancel?token= – what the emailed cancel link would cancel
  route({
    method: 'GET',
    path: '/registrations/cancel',
    access: 'public',
    summary:
      'The booking an emailed cancel link names (event, date, people), before the person confirms; 400 for a broken link, 410 for an expired or used one',
    responses: { 200: json('The booking', cancelPreviewBody) },
    query: cancelQuerySchema,
    handler: async ({ payload, query }) =>
      Response.json(await previewCancellation(payload, query.token), {
        headers: { 'cache-control': 'no-store' },
      }),
  }),
  // POST /api/registrations/cancel – cancel with the emailed link's token, once
  route({
    method: 'POST',
    path: '/registrations/cancel',
    access: 'public',
    summary:
      'Cancel the booking of an emailed link {token}; the link works once, and a freed place goes to the waitlist',
    responses: { 200: message('Cancelled') },
    body: cancelRegistrationBodySchema,
    handler: async ({ payload, body }) => Response.json(await cancelByLink(payload, body.token)),
  }),
]
