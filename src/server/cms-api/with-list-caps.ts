import { isStaff } from '@/lib/roles'
import { ApiError, badRequest, isApiError } from '@/server/api/errors'
import { getPayloadClient } from '@/server/payload'
import { readCappedBody } from '@/server/api/body/read-capped'

import type { User } from '../../../payload-types'
import { cmsApiError } from './error-response'
import type { RestHandler } from './types'

/** The most rows one /cms-api read gives anyone but staff. */
export const MAX_PUBLIC_LIMIT = 100

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PUBLIC_LIMIT}`

/** limit and joins[field][limit]: Payload reads 0 as "every row". */
const isLimitKey = (key: string) => key === 'limit' || key.endsWith('[limit]')

/** What is wrong with a read's parameters for a caller who is not staff, if anything. */
const refusal = (params: URLSearchParams): ApiError | null => {
  if (params.get('pagination') === 'false') {
    return badRequest('pagination=false is for staff only; page through the results instead')
  }
  for (const [key, value] of params) {
    if (!isLimitKey(key)) continue
    const limit = Number(value)
    if (!/^\d{1,3}$/.test(value) || limit < 1 || limit > MAX_PUBLIC_LIMIT) {
      return badRequest(LIMIT_MESSAGE)
    }
  }
  return null
}

/**
 * A read's parameters: the query string, or for Payload's POST-as-GET (X-Payload-HTTP-Method-Override,
 * used against long URLs) the form-encoded body as well.
 */
const readParameters = async (request: Request): Promise<URLSearchParams> => {
  const params = new URLSearchParams(new URL(request.url).search)
  if (request.method !== 'POST') return params
  const bytes = await readCappedBody(request.clone(), 256 * 1024, 'Request body is too large')
  const text = bytes.toString('utf8')
  const json = (() => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return null
    }
  })()
  const extra =
    json && typeof json === 'object'
      ? Object.entries(json).map(([key, value]) => [key, String(value)])
      : [...new URLSearchParams(text)]
  for (const [key, value] of extra) params.append(key, value)
  return params
}

const isMethodOverride = (request: Request) =>
  request.method === 'POST' &&
  [
    request.headers.get('x-payload-http-method-override'),
    request.headers.get('x-http-method-override'),
  ].includes('GET')

/**
 * Payload's REST reads at /cms-api: for anyone but staff, `limit` is 1–100 and `pagination=false`
 * is refused (400), so one anonymous request cannot ask for every row. Staff (Payload's admin
 * screens) are not limited. Only requests that ask for more are checked against the session.
 */
export const withListCaps =
  (handler: RestHandler): RestHandler =>
  async (request, args) => {
    if (request.method !== 'GET' && !isMethodOverride(request)) return handler(request, args)
    try {
      const problem = refusal(await readParameters(request))
      if (problem) {
        const payload = await getPayloadClient()
        const { user } = await payload.auth({ headers: request.headers })
        if (!user || !isStaff(user as User)) return cmsApiError(problem)
      }
    } catch (error) {
      if (isApiError(error)) return cmsApiError(error)
      throw error
    }
    return handler(request, args)
  }
