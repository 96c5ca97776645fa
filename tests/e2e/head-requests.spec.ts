import { type APIRequestContext, type APIResponse, expect } from '@playwright/test'

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

/**
 * A page's first view after a start is rendered and streamed; later ones come from the cache (with
 * an ETag). A view of a page an earlier spec changed is served stale while Next renders it again
 * in the background, so the next view has a new ETag (seen once in CI on /sermons). Read until two
 * views in a row agree, so HEAD is compared with the page as it now stands.
 */
async function settledGet(request: APIRequestContext, path: string): Promise<APIResponse> {
  let previous = await request.get(path, { maxRedirects: 0 })
  for (let attempt = 0; attempt < 10; attempt++) {
    const next = await request.get(path, { maxRedirects: 0 })
    if (next.headers().etag === previous.headers().etag) return next
    previous = next
  }
  throw new Error(`${path} changed its ETag on each of 10 views in a row`)
}

test('HEAD answers as GET does, without the body, on pages, feeds, files and /api', async ({
  request,
}) => {
  for (const path of ADDRESSES) {
    const get = await settledGet(request, path)
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
