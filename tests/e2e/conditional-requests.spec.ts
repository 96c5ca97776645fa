import { expect } from '@playwright/test'

import { test } from './helpers/test'

/**
 * A browser or CDN revalidating what it holds gets a 304, not the whole body again: the feeds,
 * sitemap and share card (src/server/http/conditional-get.ts), whose gzip and identity bodies
 * have different ETags. Pages send none yet: Next's per-request hash cost more than half their
 * throughput (docs/decisions/012-static-public-site.md, "Validators").
 */
const GZIP = { 'accept-encoding': 'gzip, deflate, br' }
const IDENTITY = { 'accept-encoding': 'identity' }

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
