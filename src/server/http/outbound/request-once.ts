import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'

export type OutboundMethod = 'GET' | 'HEAD'

export type HopOptions = {
  method: OutboundMethod
  headers: Record<string, string>
  lookup: LookupFunction | undefined
  signal: AbortSignal
}

/**
 * One request, no redirects followed, resolved as soon as the response's headers are in. The
 * caller reads the body (capped) or destroys it. Node's own client rather than fetch, because
 * it takes a `lookup` per request without reaching into undici's internals. `agent: false`: a
 * fresh connection each time, closed after, so no pooled socket made under another policy (or
 * before an allowlist change) is ever reused.
 */
export const requestOnce = (url: URL, options: HopOptions): Promise<IncomingMessage> =>
  new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const request = client.request(url, {
      method: options.method,
      headers: options.headers,
      agent: false,
      signal: options.signal,
      ...(options.lookup ? { lookup: options.lookup } : {}),
    })
    request.on('error', reject)
    request.on('response', (response) => {
      // Errors after this point reach whoever reads the body.
      response.on('error', () => undefined)
      resolve(response)
    })
    request.end()
  })

/** Response headers as fetch's Headers; a header fetch would refuse is left out, as fetch would. */
export const headersOf = (response: IncomingMessage): Headers => {
  const headers = new Headers()
  const raw = response.rawHeaders
  for (let index = 0; index + 1 < raw.length; index += 2) {
    try {
      headers.append(raw[index], raw[index + 1])
    } catch {
      // An invalid name or value: not something a caller could use anyway.
    }
  }
  return headers
}
