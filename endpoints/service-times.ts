import { serviceTimesBodySchema, serviceTimesContentSchema } from '@/lib/schemas/service-times'
import { slugs } from '@/lib/slugs'
import { jsonResponse } from '@/server/api/json-response'
import { getServiceTimesJson, toServiceTimesContent } from '@/server/site-content/service-times'

import { json } from './responses'
import { route } from './types'

export const serviceTimeRoutes = [
  route({
    method: 'GET',
    path: '/service-times',
    access: 'public',
    summary: "The church's weekly services in the order pages list them, and the promo line",
    responses: { 200: json('The service times', serviceTimesContentSchema) },
    handler: async () => jsonResponse(await getServiceTimesJson()),
  }),
  route({
    method: 'PUT',
    path: '/admin/service-times',
    access: 'admin',
    summary: 'Replace the service times and the promo line (the list is saved in the order sent)',
    responses: { 200: json('The saved service times', serviceTimesContentSchema) },
    body: serviceTimesBodySchema,
    handler: async ({ payload, user, body }) =>
      toServiceTimesContent(
        await payload.updateGlobal({
          slug: slugs.serviceTimes,
          data: body,
          depth: 0,
          overrideAccess: false,
          user,
        }),
      ),
  }),
]
