import { serviceTimesBodySchema, serviceTimesContentSchema } from '@/lib/schemas/service-times'
import { slugs } from '@/lib/slugs'
import { jsonResponse } from '@/server/api/json-response'
import { staffGlobalSchema } from '@/lib/schemas/global-publishing'
import { staffServiceTimes } from '@/server/publishing/globals/staff-global-forms'
import {
  splitGlobalBody,
  writeGlobalForStaff,
} from '@/server/publishing/globals/write-global-for-staff'
import { getServiceTimesJson } from '@/server/site-content/service-times'

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
    method: 'GET',
    path: '/admin/service-times',
    access: 'admin',
    summary:
      'The service times as last saved (a pending draft included) and their publishing state, for the dashboard',
    responses: {
      200: json('The service times for staff', staffGlobalSchema(serviceTimesContentSchema)),
    },
    handler: ({ payload }) => staffServiceTimes(payload),
  }),
  route({
    method: 'PUT',
    path: '/admin/service-times',
    access: 'admin',
    summary:
      'Replace the service times and the promo line (the list is saved in the order sent); status draft saves a draft (publishAt: when it goes live)',
    responses: {
      200: json('The service times, as last saved (a draft included)', serviceTimesContentSchema),
    },
    body: serviceTimesBodySchema,
    handler: async ({ payload, user, body }) => {
      const { fields, choice } = splitGlobalBody(body)
      await writeGlobalForStaff({ payload, user }, { global: slugs.serviceTimes }, fields, choice)
      return (await staffServiceTimes(payload)).saved
    },
  }),
]
