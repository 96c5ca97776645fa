import { withoutBody } from '@/server/api/head-as-get'

import type { RestHandler } from './types'

/**
 * HEAD for Payload's REST API: its handlers dispatch on the request's method and know no HEAD
 * ("Cannot HEAD …", 404), so the request is handed to the GET handler as a GET and sent back
 * without the body (RFC 9110 §9.3.2). A new Request from the URL and headers: Next hands route
 * handlers a wrapped request that `new Request(request)` cannot copy (a TypeError, 500).
 */
export const headAsGet =
  (get: RestHandler): RestHandler =>
  async (request, args) =>
    withoutBody(await get(new Request(request.url, { headers: request.headers }), args))
