import { createHash } from 'node:crypto'

/** A strong ETag of a body: its SHA-1, quoted, as the feeds have always made theirs. */
export const etagOf = (body: string | Uint8Array): string =>
  `"${createHash('sha1').update(body).digest('base64url')}"`

/**
 * The ETag of what this request will get: the body's, told apart by the request's
 * Accept-Encoding. A strong ETag names one representation, and gzip and identity bytes are two
 * (RFC 9110 §8.8.3.3): with one tag for both, a cache holding the gzip copy could answer an
 * identity client's revalidation with it. Next compresses route handlers' answers itself, after
 * the handler, and chooses gzip or not from Accept-Encoding alone; so a tag that carries the
 * Accept-Encoding it answered differs wherever the coding can, whatever Next's rule, without
 * copying that rule here. Clients sending different Accept-Encoding values for the same coding
 * get different tags, which costs a cache a full answer now and then, never a wrong one.
 * No Accept-Encoding (identity) keeps the body's own tag.
 */
export const etagPerCoding = (etag: string, acceptEncoding: string | null): string => {
  const asked = (acceptEncoding ?? '').toLowerCase().replace(/\s+/g, '')
  if (!asked) return etag
  const coding = createHash('sha1').update(asked).digest('base64url').slice(0, 8)
  return etag.replace(/"$/, `-${coding}"`)
}
