import { isStaff } from '@/lib/roles'
import { listFeaturedContent } from '@/server/featured-content/list-featured-content'

import { route } from './types'

export const featuredContentRoutes = [
  // GET /api/featured-content – active items for visitors, all items for staff
  route({
    method: 'GET',
    path: '/featured-content',
    access: 'public',
    summary: 'List featured content (array)',
    handler: ({ user }) => listFeaturedContent(!isStaff(user)),
  }),
]
