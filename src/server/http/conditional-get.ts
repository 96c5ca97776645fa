import { etagPerCoding } from './entity-tags'
import { ifNoneMatchHits } from './if-none-match'

export type Representation = {
  /** The body's strong ETag (entity-tags.ts); this answer's is made from it per coding. */
  etag: string
  /** Sent with the 200 and the 304 alike (RFC 9110 §15.4.5): Cache-Control, say. */
  headers: Record<string, string>
  /** Sent with the 200 only: Content-Type, Content-Disposition. */
  contentHeaders: Record<string, string>
}

/**
 * A GET (or HEAD) of something with a validator: 304 without a body when If-None-Match names
 * what the client holds, else the body. The ETag varies with Accept-Encoding (entity-tags.ts), so
 * the answer says Vary: Accept-Encoding itself, on the 304 too; Next adds it only to bodies it
 * compresses. `body` is called only for a 200, so a 304 skips making it.
 */
export const conditionalGet = (
  request: Request,
  { etag, headers, contentHeaders }: Representation,
  body: () => BodyInit,
): Response => {
  const tag = etagPerCoding(etag, request.headers.get('accept-encoding'))
  const validators = { ...headers, etag: tag, vary: 'Accept-Encoding' }
  if (ifNoneMatchHits(request.headers.get('if-none-match'), tag)) {
    return new Response(null, { status: 304, headers: validators })
  }
  return new Response(body(), { headers: { ...validators, ...contentHeaders } })
}
