import { createHash } from 'node:crypto'

/** The Podcasting 2.0 namespace's own UUID, fixed by its spec for podcast:guid. */
const PODCAST_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6'

const uuidV5 = (name: string, namespace: string): string => {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
  hash[6] = (hash[6] & 0x0f) | 0x50
  hash[8] = (hash[8] & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * podcast:guid as the Podcasting 2.0 spec defines it: a UUIDv5 of the feed URL without its
 * scheme and trailing slashes, so any directory can compute the same value from the URL.
 */
export const podcastGuid = (feedUrl: string): string =>
  uuidV5(feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, ''), PODCAST_NAMESPACE)
