import { randomInt } from 'node:crypto'

import { apiRoutes } from '@endpoints/index'
import { env } from '@/env'
import { handleApiRequest } from '@/server/api/router'
import { SOCKET_ADDRESS_HEADER } from '@/server/rate-limit/client-ip'

import { responseProblems } from './openapi'

export type ApiCall = {
  body?: unknown
  /** A raw body, sent as it is (for malformed JSON, or a file's bytes with a content-type header). */
  rawBody?: string | Uint8Array<ArrayBuffer>
  cookie?: string
  origin?: string | null
  headers?: Record<string, string>
  /** Only for the test of the check itself: skip validating the response against the document. */
  skipContractCheck?: boolean
}

export type ApiResult = { status: number; json: any; headers: Headers; bytes: Buffer }

/** Calls an /api route in-process through the same router the Next catch-all uses. */
export const callApi = async (
  method: string,
  path: string,
  call: ApiCall = {},
): Promise<ApiResult> => {
  // Like a browser on our own pages: Payload only honours a cookie from a same-site request.
  const headers: Record<string, string> = {
    'sec-fetch-site': 'same-origin',
    // Each call is its own client (as the Node server would stamp it), unless a test names one:
    // per-address rate limits are tested on their own (tests/int/rate-limits.test.ts).
    [SOCKET_ADDRESS_HEADER]: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
    ...call.headers,
  }
  if (call.cookie) headers.cookie = call.cookie
  const canHaveBody = method !== 'GET' && method !== 'HEAD'
  const hasBody = canHaveBody && (call.body !== undefined || call.rawBody !== undefined)
  if (hasBody) headers['content-type'] ??= 'application/json'
  // Browsers send Origin on every state-changing request; the site's own unless a test says otherwise.
  if (method !== 'GET' && call.origin !== null) headers.origin = call.origin ?? env.SITE_URL
  const request = new Request(new URL(`/api${path}`, env.SITE_URL), {
    method,
    headers,
    body: hasBody ? (call.rawBody ?? JSON.stringify(call.body)) : undefined,
  })
  const response = await handleApiRequest(request, apiRoutes)
  const bytes = Buffer.from(await response.arrayBuffer())
  const text = bytes.toString('utf8')
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = text
  }
  const result = { status: response.status, json, headers: response.headers, bytes }
  if (call.skipContractCheck !== true) {
    const problems = await responseProblems(method, path, result)
    if (problems.length)
      throw new Error(`Response breaks /api/openapi.json:\n${problems.join('\n')}`)
  }
  return result
}
