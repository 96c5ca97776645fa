import { expect } from '@playwright/test'

import { test } from './helpers/test'

/**
 * Uptime monitors and link checkers send HEAD: every address that answers GET answers HEAD with
 * the same status and headers and no body (RFC 9110 §9.3.2). The /api routes answered 405 before
 * (src/server/api/head-as-get.ts); pages, feeds and files are Next's own handling.
 */
const ADDRESSES = [
  '/api/health',
  '/api/sermons',
  '/api/events',
  '/api/site-config',
  '/api/openapi.json',
  '/api/auth/user',
  '/cms-api/users/me',
  '/',
  '/sermons',
  '/about/staff',
  '/no-such-page',
  '/podcast.xml',
  '/events.ics',
  '/sitemap.xml',
  '/robots.txt',
  '/og?title=Harbour',
  '/podcast/artwork.png',
  '/icon.svg',
  '/audio/demo-sermon-1.mp3',
  '/images/events/womens-bible-study.svg',
]

/** Headers that may differ between two requests for the same thing. */
const PER_REQUEST = new Set(['date', 'x-nextjs-cache', 'x-nextjs-stale-time', 'keep-alive'])

test('HEAD answers as GET does, without the body, on pages, feeds, files and /api', async ({
  request,
}) => {
  for (const path of ADDRESSES) {
    // A page's first view after a start is rendered and streamed; later ones come from the cache
    // (with an ETag). Compare two of the latter.
    await request.get(path, { maxRedirects: 0 })
    const get = await request.get(path, { maxRedirects: 0 })
    const head = await request.head(path, { maxRedirects: 0 })
    expect(head.status(), path).toBe(get.status())
    expect((await head.body()).length, path).toBe(0)
    const headers = (response: typeof get) =>
      Object.fromEntries(
        response.headersArray().flatMap(({ name, value }) => {
          const key = name.toLowerCase()
          // Next compresses GET bodies only, so only a GET says how it was coded and chunked.
          if (PER_REQUEST.has(key) || ['content-encoding', 'transfer-encoding'].includes(key)) {
            return []
          }
          return [[key, value]]
        }),
      )
    const { 'content-length': _length, ...headHeaders } = headers(head)
    const { 'content-length': _getLength, ...getHeaders } = headers(get)
    expect(headHeaders, path).toEqual(getHeaders)
  }
})
