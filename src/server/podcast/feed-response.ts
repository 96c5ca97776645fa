import { slugFromFeedFile } from '@/lib/podcast-urls'

import { loadFeed, type FeedScope } from './load-feed'

const notFound = () =>
  new Response('No such podcast feed.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })

/**
 * A feed as HTTP: podcast apps poll often, so an unchanged feed answers 304 to If-None-Match.
 * Browsers and caches revalidate every time (the cached copy on the server is already fresh).
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
  const headers = {
    etag: feed.etag,
    'cache-control': 'public, max-age=0, must-revalidate',
  }
  if (request.headers.get('if-none-match') === feed.etag) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(feed.xml, {
    headers: { ...headers, 'content-type': 'application/rss+xml; charset=utf-8' },
  })
}
