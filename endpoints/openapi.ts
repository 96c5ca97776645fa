import { buildOpenApiDocument } from '@/server/api/openapi'

import { json } from './responses'
import { route, type Route } from './types'
import { z } from 'zod'

/** GET /api/openapi.json: the document of every route, made once per process from the table. */
export const openApiRoutes = (allRoutes: () => readonly Route[]): Route[] => {
  let document: string | null = null
  return [
    route({
      method: 'GET',
      path: '/openapi.json',
      access: 'public',
      summary: 'This API described as an OpenAPI 3.1 document',
      responses: {
        200: json('The OpenAPI document', z.object({ openapi: z.literal('3.1.0') }).loose()),
      },
      handler: async ({ payload }) => {
        document ??= JSON.stringify(buildOpenApiDocument(allRoutes(), payload.config))
        return new Response(document, { headers: { 'Content-Type': 'application/json' } })
      },
    }),
  ]
}
