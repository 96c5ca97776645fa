import { z } from 'zod'

import { registrationBodySchema } from '@/lib/schemas/registration'
import {
  occurrenceQuerySchema,
  registrationEventsBody,
  registrationOutcomeBody,
  rosterBody,
} from '@/lib/schemas/registration-responses'
import { parseId } from '@/server/api/ids'
import { cancelRegistration } from '@/server/registrations/cancel-registration'
import { setCheckedIn } from '@/server/registrations/check-in'
import { listRegistrationEvents } from '@/server/registrations/list-registration-events'
import { loadRoster } from '@/server/registrations/load-roster'
import { markRegistrationNotSpam } from '@/server/registrations/mark-registration-not-spam'
import { registerForEvent } from '@/server/registrations/register-for-event'
import { rosterCsv } from '@/server/registrations/roster-csv'

import { json, message } from './responses'
import { route } from './types'

const checkInBodySchema = z.object({
  checkedIn: z.boolean({ error: 'checkedIn must be true or false' }),
  at: z.iso
    .datetime({ offset: true, error: 'at must be the time of the tap' })
    .optional()
    .describe('When the tap happened, for one the phone queued offline; now when left out'),
})

/** Staff's side of event registration: the roster, its export, and changes on someone's behalf. */
export const adminRegistrationRoutes = [
  // GET /api/admin/registrations – upcoming events taking registrations, with their fill level
  route({
    method: 'GET',
    path: '/admin/registrations',
    access: 'admin',
    summary:
      'The upcoming events that take registrations, each at its next date with the people confirmed and waiting and the capacity',
    responses: { 200: json('The events, soonest first', registrationEventsBody) },
    handler: async ({ payload, user }) =>
      Response.json(await listRegistrationEvents(payload, user)),
  }),
  // GET /api/admin/events/:id/registrations – one occurrence's roster with its counts
  route({
    method: 'GET',
    path: '/admin/events/:id/registrations',
    access: 'admin',
    summary:
      'The roster of an occurrence (the next one unless occurrence=YYYY-MM-DD): confirmed, waitlist and cancelled with answers and counts',
    responses: { 200: json('The roster', rosterBody) },
    query: occurrenceQuerySchema,
    handler: async ({ payload, user, params, query }) =>
      Response.json(await loadRoster(payload, user, parseId(params.id, 'Event'), query.occurrence)),
  }),
  // GET /api/admin/events/:id/registrations/export – the roster as CSV
  route({
    method: 'GET',
    path: '/admin/events/:id/registrations/export',
    access: 'admin',
    summary:
      'The roster of an occurrence as a CSV file, one column a question; a cell a spreadsheet would run as a formula starts with an apostrophe',
    responses: {
      200: { description: 'The roster, one registration a row', contentType: 'text/csv' },
    },
    query: occurrenceQuerySchema,
    handler: async ({ payload, user, params, query }) => {
      const roster = await loadRoster(payload, user, parseId(params.id, 'Event'), query.occurrence)
      return new Response(rosterCsv(roster), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="registrations-${roster.eventId}-${roster.occurrence}.csv"`,
          'Cache-Control': 'no-store',
        },
      })
    },
  }),
  // POST /api/admin/events/:id/registrations – register someone on their behalf
  route({
    method: 'POST',
    path: '/admin/events/:id/registrations',
    access: 'admin',
    summary:
      'Register someone on their behalf (even after registration closed); confirmed while places last, then the waitlist, and they are emailed as if they had signed up',
    responses: { 201: json('Registered or waitlisted', registrationOutcomeBody) },
    body: registrationBodySchema,
    handler: async ({ payload, user, params, body }) =>
      Response.json(
        await registerForEvent(payload, parseId(params.id, 'Event'), body, { addedBy: user }),
        { status: 201 },
      ),
  }),
  // POST /api/admin/registrations/:id/cancel – cancel on someone's behalf
  route({
    method: 'POST',
    path: '/admin/registrations/:id/cancel',
    access: 'admin',
    summary:
      'Cancel a registration on the person’s behalf; freed places go to the waitlist, whose people are moved in and emailed',
    responses: { 200: message('Cancelled') },
    handler: async ({ payload, user, params }) => {
      const { promoted } = await cancelRegistration(payload, parseId(params.id, 'Registration'), {
        by: user,
      })
      return Response.json({
        message: promoted.length
          ? `Registration cancelled; ${promoted.length} moved in from the waitlist`
          : 'Registration cancelled',
      })
    },
  }),
  // POST /api/admin/registrations/:id/not-spam – a held sign-up was a person: register them
  route({
    method: 'POST',
    path: '/admin/registrations/:id/not-spam',
    access: 'admin',
    summary:
      'A sign-up held as spam was a person: register it as if it had just arrived (a place or the waitlist, and the emails); 400 when not held',
    responses: { 200: message('Registered or waitlisted') },
    handler: async ({ payload, user, params }) =>
      Response.json(
        await markRegistrationNotSpam(payload, user, parseId(params.id, 'Registration')),
      ),
  }),
  // POST /api/admin/registrations/:id/check-in – mark someone arrived, or undo it
  route({
    method: 'POST',
    path: '/admin/registrations/:id/check-in',
    access: 'admin',
    summary:
      'Check a confirmed registration in at the door {checkedIn: true, at?}, or undo it; the same tap sent again changes nothing',
    responses: { 200: message('Checked in or undone') },
    body: checkInBodySchema,
    handler: async ({ payload, user, params, body }) =>
      Response.json(
        await setCheckedIn(
          payload,
          user,
          parseId(params.id, 'Registration'),
          body.checkedIn,
          body.at ? new Date(body.at) : undefined,
        ),
      ),
  }),
]
