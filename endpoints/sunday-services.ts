import { adminListQuerySchema } from '@/lib/schemas/admin-lists'
import { slugs } from '@/lib/slugs'

import { listOf } from './responses'
import { route } from './types'

export const sundayServiceRoutes = [
  route({
    method: 'GET',
    path: '/sunday-services',
    access: 'public',
    summary: 'Sunday services, newest first; X-Total-Count gives the total',
    responses: { 200: listOf('Sunday services', 'sunday-services', true) },
    query: adminListQuerySchema,
    handler: async ({ payload, query }) => {
      const { docs, totalDocs } = await payload.find({
        collection: slugs.sundayServices,
        sort: ['-date', '-id'],
        limit: query.limit,
        depth: 0,
        overrideAccess: false,
      })
      return Response.json(docs, { headers: { 'X-Total-Count': String(totalDocs) } })
    },
  }),
]
