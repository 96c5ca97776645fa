import { expect, type APIRequestContext } from '@playwright/test'

import { test } from './helpers/test'

/**
 * A browser or CDN revalidating what it holds gets a 304, not the whole body again: pages (Next's
 * ETag, generateEtags in next.config.mjs), and the feeds, sitemap and share card
 * (src/server/http/conditional-get.ts), whose gzip and identity bodies have different ETags.
 */
const GZIP = { 'accept-encoding': 'gzip, deflate, br' }
const IDENTITY = { 'accept-encoding': 'identity' }

/**
 * A page's ETag once it is served from the cache: the first view after a start is rendered for
 * that request, and the stored copy differs from it (scripts after paint, ASCII), so its ETag
 * does too. Asked until two views in a row agree.
 */
const cachedEtag = async (request: APIRequestContext, path: string): Promise<string> => {
  let previous: string | undefined
  let etag: string | undefined
  await expect
    .poll(
      async () => {
        previous = etag
        etag = (await request.get(path, { headers: GZIP })).headers().etag
        return Boolean(etag) && etag === previous
      },
      { message: `${path} has a steady ETag`, intervals: [100, 250, 500], timeout: 15_000 },
    )
    .toBe(true)
  return etag!
}

test('a cached page sends an ETag and answers 304 to a browser holding it', async ({ request }) => {
  for (const path of ['/', '/about', '/sermons']) {
    const etag = await cachedEtag(request, path)
    for (const ifNoneMatch of [etag, `W/${etag}`, `"older", ${etag}`]) {
      const again = await request.get(path, { headers: { ...GZIP, 'if-none-match': ifNoneMatch } })
      expect(again.status(), `${path} ${ifNoneMatch}`).toBe(304)
      expect((await again.body()).length).toBe(0)
      expect(again.headers().etag).toBe(etag)
    }
    const stale = await request.get(path, { headers: { ...GZIP, 'if-none-match': '"older"' } })
    expect(stale.status(), path).toBe(200)
  }
})

test('the feeds, sitemap and share card tag gzip and identity apart, and answer 304', async ({
  request,
}) => {
  for (const path of ['/podcast.xml', '/events.ics', '/sitemap.xml', '/og?title=Harbour']) {
    const gzip = await request.get(path, { headers: GZIP })
    const identity = await request.get(path, { headers: IDENTITY })
    expect(gzip.status(), path).toBe(200)
    expect(identity.status(), path).toBe(200)
    expect(identity.headers()['content-encoding'], path).toBeUndefined()
    expect(gzip.headers().etag, path).toMatch(/^"[\w-]+"$/)
    expect(identity.headers().etag, path).toMatch(/^"[\w-]+"$/)
    expect(gzip.headers().etag, path).not.toBe(identity.headers().etag)
    expect(gzip.headers().vary, path).toMatch(/Accept-Encoding/i)

    for (const [headers, etag] of [
      [GZIP, gzip.headers().etag],
      [IDENTITY, identity.headers().etag],
    ] as const) {
      for (const ifNoneMatch of [etag, `W/${etag}`]) {
        const again = await request.get(path, {
          headers: { ...headers, 'if-none-match': ifNoneMatch },
        })
        expect(again.status(), `${path} ${ifNoneMatch}`).toBe(304)
        expect(again.headers().etag, path).toBe(etag)
      }
    }
    // A client that takes gzip, holding the identity copy, gets the gzip one.
    const other = await request.get(path, {
      headers: { ...GZIP, 'if-none-match': identity.headers().etag },
    })
    expect(other.status(), path).toBe(200)
  }
})

test('a feed the server compresses says so, under its gzip ETag', async ({ request }) => {
  const gzip = await request.get('/podcast.xml', { headers: GZIP })
  expect(gzip.headers()['content-encoding']).toBe('gzip')
})
