import { getLiveStreamsQuerySchema } from '@/lib/schemas/live-streams'
import { slugs } from '@/lib/slugs'
import { parseId } from '@/server/api/ids'
import { getPublicDoc } from '@/server/content/get-public-doc'
import { listLiveStreamsJson } from '@/server/live-streams/list-live-streams'
import { jsonResponse } from '@/server/api/json-response'

import { route } from './types'

export const liveStreamRoutes = [
  // GET /api/live-streams – newest first
  route({
    method: 'GET',
    path: '/live-streams',
    access: 'public',
    summary: 'List live streams and recorded services (array)',
    query: getLiveStreamsQuerySchema,
    handler: async ({ query }) => jsonResponse(await listLiveStreamsJson(query.limit)),
  }),
  // GET /api/live-streams/:id – one stream
  route({
    method: 'GET',
    path: '/live-streams/:id',
    access: 'public',
    summary: 'One live stream',
    handler: ({ payload, params }) =>
      getPublicDoc(payload, slugs.liveStreams, parseId(params.id, 'Service'), 'Service'),
  }),
]
