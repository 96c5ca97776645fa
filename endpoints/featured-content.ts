import { isStaff } from '@/lib/roles'
import { jsonResponse } from '@/server/api/json-response'
import { listFeaturedContentJson } from '@/server/featured-content/list-featured-content'

import { listOf } from './responses'
import { route } from './types'

export const featuredContentRoutes = [
  route({
    method: 'GET',
    path: '/featured-content',
    access: 'public',
    summary:
      'Active featured content for visitors; every published item for staff (drafts: /admin/featured-content)',
    responses: { 200: listOf('Featured content', 'featured-content') },
    identifiesCaller: true,
    handler: async ({ user }) => jsonResponse(await listFeaturedContentJson(!isStaff(user))),
  }),
]
