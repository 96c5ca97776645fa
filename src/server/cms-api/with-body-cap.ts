import { MAX_IMAGE_BYTES } from '@/lib/uploads/image-rules'
import { isApiError } from '@/server/api/errors'
import { readCappedBody } from '@/server/api/body/read-capped'
import { MAX_JSON_BYTES } from '@/server/api/read-input'

import { cmsApiError } from './error-response'

/** Room for a multipart body's other fields and boundaries around the largest file. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024

/**
 * The most a /cms-api body may hold: Payload's admin sends documents and uploads as multipart
 * (the only files are images, within Payload's upload limit, payload.config.ts), everything else as JSON, which no screen sends
 * anywhere near /api's cap.
 */
export const cmsApiBodyCap = (contentType: string | null): number =>
  /^multipart\/form-data/i.test(contentType ?? '')
    ? MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES
    : MAX_JSON_BYTES

const TOO_LARGE = 'Request body is too large'

/**
 * Payload's REST handlers read a body whole before they check who is asking, so 300 MB sent
 * anonymously was held in memory before the 403. Here the body is read first, within its cap
 * while it streams (413 as soon as it passes it, or at once for a Content-Length over it), and
 * Payload gets the bytes already read.
 */
export const withBodyCap =
  <Rest extends unknown[]>(handler: (request: Request, ...rest: Rest) => Promise<Response>) =>
  async (request: Request, ...rest: Rest): Promise<Response> => {
    if (!request.body) return handler(request, ...rest)
    let bytes: Buffer
    try {
      bytes = await readCappedBody(
        request,
        cmsApiBodyCap(request.headers.get('content-type')),
        TOO_LARGE,
      )
    } catch (error) {
      if (isApiError(error)) return cmsApiError(error)
      throw error
    }
    const headers = new Headers(request.headers)
    // The body is now whole and known: a chunked request's framing no longer applies.
    headers.delete('transfer-encoding')
    headers.set('content-length', String(bytes.byteLength))
    // A new request from the parts, not `new Request(request, …)`: in the production server the
    // request Next passes is not Node's own Request class, and undici refuses to copy it.
    const capped = new Request(request.url, {
      method: request.method,
      headers,
      body: new Uint8Array(bytes),
      signal: request.signal,
      duplex: 'half',
    } as RequestInit)
    return handler(capped, ...rest)
  }
