import { getLiveStreamsQuerySchema } from '@/lib/schemas/live-streams'
import { slugs } from '@/lib/slugs'
import { parseId } from '@/server/api/ids'
import { getPublicDoc } from '@/server/content/get-public-doc'
import { listLiveStreamsJson } from '@/server/live-streams/list-live-streams'
import { onAirDoc, onAirListJson } from '@/server/live-streams/visitor-streams'
import { jsonResponse } from '@/server/api/json-response'

import { doc, listOf } from './responses'
import { route } from './types'

export const liveStreamRoutes = [
  route({
    method: 'GET',
    path: '/live-streams',
    access: 'public',
    summary: 'Live streams and recorded services, newest first',
    responses: { 200: listOf('Live streams', 'live-streams') },
    query: getLiveStreamsQuerySchema,
    // isLive says whether a stream is on air now, as the pages do (src/server/live-streams).
    handler: async ({ query }) =>
      jsonResponse(onAirListJson(await listLiveStreamsJson(query.limit))),
  }),
  route({
    method: 'GET',
    path: '/live-streams/:id',
    access: 'public',
    summary: 'One live stream',
    responses: { 200: doc('The live stream', 'live-streams') },
    handler: async ({ payload, params }) =>
      onAirDoc(
        await getPublicDoc(payload, slugs.liveStreams, parseId(params.id, 'Service'), 'Service'),
      ),
  }),
]
