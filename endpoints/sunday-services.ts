import { adminListQuerySchema } from '@/lib/schemas/admin-lists'
import { slugs } from '@/lib/slugs'

import { route } from './types'

export const sundayServiceRoutes = [
  // GET /api/sunday-services – newest first; service times are public information
  route({
    method: 'GET',
    path: '/sunday-services',
    access: 'public',
    summary: 'Sunday services (array)',
    query: adminListQuerySchema,
    handler: async ({ payload, query }) => {
      const { docs } = await payload.find({
        collection: slugs.sundayServices,
        sort: ['-date', '-id'],
        limit: query.limit,
        pagination: false,
        depth: 0,
        overrideAccess: false,
      })
      return docs
    },
  }),
]
