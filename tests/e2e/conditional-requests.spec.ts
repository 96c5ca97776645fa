import { expect, type APIRequestContext } from '@playwright/test'

import { callAsPage } from './helpers/admin-api'
import { logInAs } from './helpers/session'
import { test } from './helpers/test'

/**
 * A browser or CDN revalidating what it holds gets a 304, not the whole body again: the feeds,
 * sitemap and share card (src/server/http/conditional-get.ts), whose gzip and identity bodies
 * have different ETags, and the cached pages (src/server/cache/page-validators.mjs), whose weak
 * ETag is made once when the page is stored.
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

const tokens = (header: string | undefined) =>
  (header ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .sort()

/** A cached view of a page: the first view after a start or an edit renders it, untagged. */
const cachedView = async (request: APIRequestContext, path: string) => {
  let response = await request.get(path)
  await expect
    .poll(
      async () => {
        response = await request.get(path)
        return response.headers().etag
      },
      { message: path, intervals: [100, 250, 500] },
    )
    .toMatch(/^W\/"[\w-]+"$/)
  return response
}

test('a cached page answers a revalidation of its HTML with 304 and the 200’s headers', async ({
  request,
}) => {
  for (const path of ['/', '/sermons', '/events', '/about/staff']) {
    const page = await cachedView(request, path)
    const { etag } = page.headers()
    for (const ifNoneMatch of [etag, etag.slice(2), `"elsewhere", ${etag}`]) {
      for (const method of ['GET', 'HEAD']) {
        const again = await request.fetch(path, {
          method,
          headers: { 'if-none-match': ifNoneMatch },
        })
        expect(again.status(), `${method} ${path} ${ifNoneMatch}`).toBe(304)
        expect(await again.body(), path).toHaveLength(0)
        expect(again.headers().etag, path).toBe(etag)
        expect(again.headers()['cache-control'], path).toBe(page.headers()['cache-control'])
        expect(tokens(again.headers().vary), path).toEqual(tokens(page.headers().vary))
      }
    }
    // Another copy, and the page's RSC payload (what the router fetches), get their bodies.
    const other = await request.get(path, { headers: { 'if-none-match': 'W/"elsewhere"' } })
    expect(other.status(), path).toBe(200)
    const payload = await request.get(path, { headers: { 'if-none-match': etag, rsc: '1' } })
    expect(payload.status(), path).toBe(200)
    expect(payload.headers()['content-type'], path).toMatch(/text\/x-component/)
  }
})

test('a page’s gzip and identity bodies share its weak tag, and each gets its 304', async ({
  request,
}) => {
  const gzip = await cachedView(request, '/contact')
  const identity = await request.get('/contact', { headers: IDENTITY })
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  expect(identity.headers()['content-encoding']).toBeUndefined()
  expect(identity.headers().etag).toBe(gzip.headers().etag)
  for (const headers of [GZIP, IDENTITY]) {
    const again = await request.get('/contact', {
      headers: { ...headers, 'if-none-match': gzip.headers().etag },
    })
    expect(again.status()).toBe(304)
  }
})

test('after a staff edit the page’s old tag gets the new page, never a 304', async ({
  page,
  request,
}) => {
  await logInAs(page, 'admin')
  const title = `Validators ${Date.now()}`
  const created = (await callAsPage(page, 'POST', '/api/admin/sermons', {
    title,
    speaker: 'Pastor Tag',
    date: '2026-11-01',
  })) as { id: number }
  const path = `/sermons/${created.id}`
  try {
    const before = await cachedView(request, path)
    expect(await before.text()).toContain(title)
    const renamed = `${title} (renamed)`
    await callAsPage(page, 'PUT', `/api/admin/sermons/${created.id}`, {
      title: renamed,
      speaker: 'Pastor Tag',
      date: '2026-11-01',
    })
    const after = await request.get(path, { headers: { 'if-none-match': before.headers().etag } })
    expect(after.status()).toBe(200)
    expect(await after.text()).toContain(renamed)
    const tagged = await cachedView(request, path)
    expect(tagged.headers().etag).not.toBe(before.headers().etag)
  } finally {
    await callAsPage(page, 'DELETE', `/api/admin/sermons/${created.id}`)
  }
})

test('a not-found page has no tag to revalidate', async ({ request }) => {
  for (let view = 0; view < 2; view += 1) {
    const missing = await request.get('/sermons/999999', { headers: { 'if-none-match': '*' } })
    expect(missing.status()).toBe(404)
    expect(missing.headers().etag).toBeUndefined()
  }
})
