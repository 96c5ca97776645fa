import { getEventsQuerySchema } from '@/lib/schemas/events'
import { getPublicDoc } from '@/server/content/get-public-doc'
import { slugs } from '@/lib/slugs'
import { listEventsPage } from '@/server/events/list-events'
import { jsonResponse } from '@/server/api/json-response'
import { parseId } from '@/server/api/ids'

import { doc, listOf } from './responses'
import { route } from './types'

export const eventRoutes = [
  route({
    method: 'GET',
    path: '/events',
    access: 'public',
    summary:
      'Events, newest first, or with upcoming=true from today on, each at its next date (nextDate), soonest first; X-Total-Count gives the total',
    responses: { 200: listOf('Events', 'events', true) },
    query: getEventsQuerySchema,
    handler: async ({ query }) => {
      const { json, total } = await listEventsPage(query)
      return jsonResponse(json, { headers: { 'X-Total-Count': String(total) } })
    },
  }),
  route({
    method: 'GET',
    path: '/events/:id',
    access: 'public',
    summary: 'One event',
    responses: { 200: doc('The event', 'events') },
    handler: ({ payload, params }) =>
      getPublicDoc(payload, slugs.events, parseId(params.id, 'Event'), 'Event'),
  }),
]
