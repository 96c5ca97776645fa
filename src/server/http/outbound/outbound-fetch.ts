import { env } from '@/env'

import { lookupFor } from './destination-policy'
import { readBody } from './read-body'
import { headersOf, requestOnce, type OutboundMethod } from './request-once'

/**
 * The one way the server fetches a URL that a person typed (docs/outbound-requests.md): only
 * http(s), never to an address inside the server's network (checked on the address connected
 * to, on every redirect), within one deadline, and never more body than asked for.
 */

export type OutboundOptions = {
  method?: OutboundMethod
  headers?: Record<string, string>
  /** The whole exchange, redirects and body included. */
  timeoutMs?: number
  maxRedirects?: number
  /** The most body to read; past it the request fails. 0 (the default): headers only. */
  maxBodyBytes?: number
  /** Defaults to OUTBOUND_ALLOWED_ORIGINS, read on each call. */
  allowedOrigins?: readonly string[]
}

export type OutboundResponse = {
  status: number
  headers: Headers
  /** Where the answer came from, after redirects. */
  url: URL
  body: Buffer
}

const DEFAULT_TIMEOUT_MS = 5_000
const DEFAULT_MAX_REDIRECTS = 5
const REDIRECTS = new Set([301, 302, 303, 307, 308])
const USER_AGENT = 'Shoreline'

/**
 * Throws OutboundRefusedError for a destination the policy refuses (before any connection is
 * made to it), a TypeError for a URL that does not parse, and ordinary errors for the network,
 * the deadline, too many redirects or a body over the cap.
 */
export const outboundFetch = async (
  target: string | URL,
  options: OutboundOptions = {},
): Promise<OutboundResponse> => {
  const allowed = options.allowedOrigins ?? env.OUTBOUND_ALLOWED_ORIGINS
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const headers = { 'user-agent': USER_AGENT, ...options.headers }
  const method = options.method ?? 'GET'
  let url = new URL(target)
  for (let redirects = 0; ; redirects += 1) {
    // Every hop is judged afresh: a public host may redirect to 127.0.0.1.
    const lookup = lookupFor(url, allowed)
    const response = await requestOnce(url, { method, headers, lookup, signal })
    const location = REDIRECTS.has(response.statusCode ?? 0) ? response.headers.location : undefined
    if (!location) {
      const limit = method === 'HEAD' ? 0 : (options.maxBodyBytes ?? 0)
      let body: Buffer = Buffer.alloc(0)
      if (limit > 0) body = await readBody(response, limit)
      // Headers only: close the connection rather than let a server stream a file at us.
      else response.destroy()
      return { status: response.statusCode ?? 0, headers: headersOf(response), url, body }
    }
    response.destroy()
    if (redirects >= maxRedirects) throw new Error(`More than ${maxRedirects} redirects`)
    // GET and HEAD stay what they were on every redirect status, 303 included.
    url = new URL(location, url)
  }
}
