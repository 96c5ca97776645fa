import type { Method } from '@endpoints/types'

/**
 * HEAD is GET without the body (RFC 9110 §9.3.2): the route table declares GET only, and a HEAD
 * is matched, checked and handled as that GET, so its status and headers are the GET's. Uptime
 * monitors send HEAD; before this every /api route answered it 405.
 */
export const methodToMatch = (method: string): string => (method === 'HEAD' ? 'GET' : method)

/** The Allow header of a 405: a path that answers GET answers HEAD too. */
export const allowHeader = (methods: readonly Method[]): string =>
  (methods.includes('GET') ? [...methods, 'HEAD'] : methods).join(', ')

/**
 * The GET's answer without its body. The body is cancelled rather than dropped, so a stream
 * behind it (an uploaded image's file) is closed now, not when it is collected.
 */
export const withoutBody = async (response: Response): Promise<Response> => {
  await response.body?.cancel()
  return new Response(null, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}
