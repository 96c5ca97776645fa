import type { Route } from '@endpoints/types'
import { safeParse } from 'zod'

import { env } from '@/env'
import { isStaff, readsPrayerRequests } from '@/lib/roles'

import type { User } from '../../../payload-types'
import { fromZodError, toErrorResponse } from './error-response'
import { asPageForBrowser, isPageVisit } from './browser-refusal'
import { badRequest, forbidden, notFound, unauthorized } from './errors'
import { allowHeader, methodToMatch, withoutBody } from './head-as-get'
import { matchRoute } from './match-route'
import { addSessionHint } from '@/server/auth/session-hint-mirror'
import { sessionCookieName } from '@/server/auth/session-cookies'
import { getPayloadClient } from '@/server/payload'
import { readJsonBody, readQuery, readRawBody } from './read-input'
import { originRefusal } from './same-origin'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The path under /api, e.g. "/sermons/12" for /api/sermons/12. */
const apiPath = (request: Request): string =>
  new URL(request.url).pathname.replace(/^\/api(?=\/|$)/, '') || '/'

/** A path whose percent-encoding decodes (decodeURIComponent throws on "%E0%A4%A" or "%zz"). */
const isWellFormedPath = (path: string): boolean => {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/**
 * Serves one /api request from the route table: match, refuse foreign and missing origins, check access,
 * parse query and body with the route's schemas, run the handler, and shape every error alike.
 * A HEAD is served as its GET, and sent without the body (head-as-get.ts).
 */
export const handleApiRequest = async (
  request: Request,
  routes: readonly Route[],
): Promise<Response> => {
  const response = await answer(request, routes)
  return request.method === 'HEAD' ? withoutBody(response) : response
}

const answer = async (request: Request, routes: readonly Route[]): Promise<Response> => {
  let opensInBrowser = false
  try {
    if (!isWellFormedPath(apiPath(request))) {
      throw badRequest('The address is malformed: a % must be followed by two hex digits')
    }
    const match = matchRoute(routes, methodToMatch(request.method), apiPath(request))
    if (match.kind === 'not-found') throw notFound(`No API route for ${apiPath(request)}`)
    if (match.kind === 'wrong-method') {
      return Response.json(
        { message: `Method ${request.method} is not allowed here` },
        { status: 405, headers: { Allow: allowHeader(match.allowed) } },
      )
    }
    const { route, params } = match
    opensInBrowser = route.opensInBrowser === true

    const refusal =
      SAFE_METHODS.has(request.method) || route.anyOrigin
        ? null
        : originRefusal(request, env.SITE_URL)
    if (refusal) throw forbidden(refusal)

    const payload = await getPayloadClient()
    const caller =
      route.access !== 'public' || route.identifiesCaller
        ? (((await payload.auth({ headers: request.headers })).user as User | null) ?? null)
        : null
    if (route.access !== 'public') {
      if (!caller) throw unauthorized()
      if (route.access === 'admin' && !isStaff(caller)) throw forbidden()
      if (route.access === 'prayer' && !readsPrayerRequests(caller)) {
        throw forbidden('Forbidden: staff and the prayer team only')
      }
    }

    await route.guard?.({ request, payload })
    const query = parseWith(route.query, readQuery(request))
    route.rawBody?.precheck?.({ request, params })
    const body = route.rawBody
      ? await readRawBody(request, route.rawBody)
      : route.body
        ? parseWith(route.body, await readJsonBody(request))
        : undefined

    const result = await route.handler({ request, payload, user: caller, params, query, body })
    const response = result instanceof Response ? result : Response.json(result)
    return addSessionHint(response, sessionCookieName(payload))
  } catch (error) {
    const response = toErrorResponse(error)
    return opensInBrowser && response.status < 500 && isPageVisit(request)
      ? asPageForBrowser(response)
      : response
  }
}

const parseWith = (schema: Route['query'], input: unknown): unknown => {
  if (!schema) return input
  // zod's own safeParse takes full zod and zod/mini schemas alike (endpoints/types.ts).
  const parsed = safeParse(schema, input)
  if (!parsed.success) throw fromZodError(parsed.error)
  return parsed.data
}
