import { isStaff } from '@/lib/roles'
import { jsonResponse } from '@/server/api/json-response'
import { listFeaturedContentJson } from '@/server/featured-content/list-featured-content'

import { route } from './types'

export const featuredContentRoutes = [
  // GET /api/featured-content – active items for visitors, all items for staff
  route({
    method: 'GET',
    path: '/featured-content',
    access: 'public',
    summary: 'List featured content (array)',
    identifiesCaller: true,
    handler: async ({ user }) => jsonResponse(await listFeaturedContentJson(!isStaff(user))),
  }),
]
