import { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'

import { slugFromFeedFile } from '@/lib/podcast-urls'
import { conditionalGet } from '@/server/http/conditional-get'

import { loadFeed, type FeedScope } from './load-feed'

/**
 * The feed's text, unzipped as it is sent. At 10,000 episodes it is several megabytes: unzipped
 * whole, each request held it (and Next's compressed copy) at once, which raised a fresh server's
 * peak memory (docs/performance-log.md, docs/podcast-calendar-seo.md).
 */
const unzippedStream = (gzipped: Buffer) =>
  Readable.toWeb(Readable.from([gzipped]).pipe(createGunzip())) as ReadableStream<Uint8Array>

const notFound = () =>
  new Response('No such podcast feed.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })

/**
 * A feed as HTTP: podcast apps poll often, so an unchanged feed answers 304 to If-None-Match
 * (conditional-get.ts: weak or strong, one ETag per content coding). Browsers and caches
 * revalidate every time (the cached copy on the server is already fresh).
 *
 * The feed is kept gzipped (load-feed.ts) and unzipped per request, as a stream. Sending those
 * bytes as they are would spare the work, but Next 16 drops a route handler's Content-Encoding and
 * compresses the body itself (next/dist/server/send-response.js), so the client would get gzip
 * inside gzip.
 */
export const feedResponse = async (
  request: Request,
  kind: FeedScope['kind'],
  file?: string,
): Promise<Response> => {
  const slug = file === undefined ? undefined : slugFromFeedFile(file)
  if (slug === null) return notFound()
  const feed = await loadFeed(kind, slug)
  if (!feed) return notFound()
  return conditionalGet(
    request,
    {
      etag: feed.etag,
      headers: { 'cache-control': 'public, max-age=0, must-revalidate' },
      contentHeaders: { 'content-type': 'application/rss+xml; charset=utf-8' },
    },
    () => unzippedStream(feed.gzipped),
  )
}
