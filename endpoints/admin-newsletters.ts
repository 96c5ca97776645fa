import { subscriberByHandBodySchema } from '@/lib/schemas/subscriber-by-hand'
import { slugs } from '@/lib/slugs'
import { exportSubscribersCsv } from '@/server/admin/export-subscribers-csv'
import { deleteForStaff } from '@/server/admin/write-for-staff'
import { parseId } from '@/server/api/ids'
import { addSubscriberByHand } from '@/server/newsletter/add-subscriber-by-hand'
import { z } from 'zod'

import { crudResponses, json } from './responses'
import { route } from './types'

/** The Newsletter tab's export and removal (the list itself is in staff-lists.ts). */
export const adminNewsletterRoutes = [
  // GET /api/admin/newsletters/export – every subscriber as a CSV download
  route({
    method: 'GET',
    path: '/admin/newsletters/export',
    access: 'admin',
    summary:
      'Every newsletter subscriber as a CSV file; a cell a spreadsheet would run as a formula starts with an apostrophe',
    responses: { 200: { description: 'The subscribers, one a row', contentType: 'text/csv' } },
    handler: async ({ payload, user }) =>
      new Response(await exportSubscribersCsv(payload, user), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
          'Cache-Control': 'no-store',
        },
      }),
  }),
  // POST /api/admin/newsletters – staff add someone by hand, noting where consent came from
  route({
    method: 'POST',
    path: '/admin/newsletters',
    access: 'admin',
    summary:
      'Add a subscriber by hand, active at once, with {consentSource}: where the consent came from',
    responses: {
      201: json('Added', z.object({ message: z.string(), id: z.number() })),
    },
    body: subscriberByHandBodySchema,
    handler: async ({ payload, user, body }) =>
      Response.json(await addSubscriberByHand(payload, user!, body), { status: 201 }),
  }),
  // DELETE /api/admin/newsletters/:id – remove one subscriber
  route({
    method: 'DELETE',
    path: '/admin/newsletters/:id',
    access: 'admin',
    summary: 'Remove one newsletter subscriber',
    responses: crudResponses.deleted(),
    handler: ({ payload, user, params }) =>
      deleteForStaff(
        { payload, user },
        slugs.newsletterSubscribers,
        parseId(params.id, 'Subscriber'),
        'Subscriber',
      ),
  }),
]
