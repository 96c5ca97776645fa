/** An entity tag as sent, `W/` prefix and quotes included: each listed tag, its quoted value. */
const ENTITY_TAG = /(?:W\/)?"([^"]*)"/g

/** The opaque part of one entity tag: `"abc"` and `W/"abc"` both give `abc`. */
const opaqueTag = (etag: string): string => /^(?:W\/)?"([^"]*)"$/.exec(etag.trim())?.[1] ?? etag

/**
 * Whether a GET's If-None-Match says the client already has this representation (RFC 9110
 * §13.1.2), so the answer is 304: `*`, or a list naming its tag by weak comparison, where
 * `W/"x"` and `"x"` match (§8.8.3.2). Caches and browsers send weak tags back as they got them,
 * and some proxies weaken a strong tag when they compress; a plain string test missed both.
 */
export const ifNoneMatchHits = (header: string | null, etag: string): boolean => {
  if (header === null) return false
  if (header.trim() === '*') return true
  const mine = opaqueTag(etag)
  for (const [, tag] of header.matchAll(ENTITY_TAG)) if (tag === mine) return true
  return false
}
