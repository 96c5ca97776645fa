import { getSermonsQuerySchema } from '@/lib/schemas/sermons'
import { parseId } from '@/server/api/ids'
import { getPublicDoc } from '@/server/content/get-public-doc'
import { slugs } from '@/lib/slugs'
import { jsonResponse } from '@/server/api/json-response'
import { listSermonsPage } from '@/server/sermons/list-sermons'

import { doc, listOf } from './responses'
import { route } from './types'

export const sermonRoutes = [
  route({
    method: 'GET',
    path: '/sermons',
    access: 'public',
    summary: 'List sermons (array), newest first; X-Total-Count says how many match',
    responses: { 200: listOf('Sermons, newest first', 'sermons', true) },
    query: getSermonsQuerySchema,
    handler: async ({ query }) => {
      const { json, total } = await listSermonsPage(query)
      return jsonResponse(json, { headers: { 'X-Total-Count': String(total) } })
    },
  }),
  route({
    method: 'GET',
    path: '/sermons/:id',
    access: 'public',
    summary: 'One sermon',
    responses: { 200: doc('The sermon', 'sermons') },
    handler: ({ payload, params }) =>
      getPublicDoc(payload, slugs.sermons, parseId(params.id, 'Sermon'), 'Sermon'),
  }),
]
