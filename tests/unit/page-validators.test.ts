import { readdirSync, readFileSync } from 'node:fs'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { pagePathOfKey, withPageValidators } from '../../src/server/cache/page-validators.mjs'
import { pageNotModified } from '../../src/server/http/page-not-modified'

/**
 * Page validators with the real cache handler (the in-memory store Next uses without Redis): made
 * when a page is stored, read back by the proxy only while the cache would serve that copy.
 */
/** The handler as these tests use it: entries are plain objects here, not Next's typed values. */
type Handler = {
  get: (key: string, context: { softTags: string[] }) => Promise<{ value: Entry } | null>
  set: (key: string, value: unknown, context: unknown) => Promise<void>
  revalidateTag: (tag: string) => Promise<void>
}
type Entry = Record<string, unknown> & { headers?: Record<string, string> }
const Handler = withPageValidators(CacheHandler) as unknown as new (context: unknown) => Handler
CacheHandler.onCreation(() => ({ handlers: [createLruHandler({ maxItemsNumber: 100 })] }))

const key = (path: string) => `/route-cache/APP_PAGE/0a1b2c/$${path}`
const page = (html: string, extra: Record<string, unknown> = {}) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': 'sermons,_N_T_/layout' },
  status: 200,
  ...extra,
})
const CACHE_CONTROL = { revalidate: 60, expire: 31_536_000 }
const store = (path: string, value: Record<string, unknown>) =>
  new Handler({}).set(key(path), value, { cacheControl: CACHE_CONTROL, tags: [] })
const validatorsOf = (path: string) =>
  (globalThis as unknown as Record<symbol, { validatorsOf: (p: string) => Promise<unknown> }>)[
    Symbol.for('shoreline.page-validators')
  ].validatorsOf(path)
const conditionalGet = (path: string, headers: Record<string, string>) =>
  pageNotModified(new NextRequest(`http://localhost${path}`, { headers }))

describe('page validators', () => {
  beforeAll(async () => {
    await store('/sermons', page('<html>sermons</html>'))
    await store('/index', page('<html>home</html>'))
  })

  it('names the address a page entry was keyed by, and nothing else', () => {
    expect(pagePathOfKey(key('/sermons/the-way'))).toBe('/sermons/the-way')
    expect(pagePathOfKey(key('/index'))).toBe('/')
    expect(pagePathOfKey(key('/index/about'))).toBe('/about')
    expect(pagePathOfKey('/route-cache/APP_ROUTE/0a1b/$/podcast.xml')).toBeNull()
    expect(pagePathOfKey('sermons-list')).toBeNull()
  })

  it('stores a page with a weak tag of its HTML and the Cache-Control Next sends for it', async () => {
    const entry = await new Handler({}).get(key('/sermons'), { softTags: [] })
    const headers = entry?.value?.headers as Record<string, string>
    expect(headers.etag).toMatch(/^W\/"[\w-]{27}"$/)
    expect(headers['cache-control']).toBe('s-maxage=60, stale-while-revalidate=31535940')
    expect(headers['x-next-cache-tags']).toBe('sermons,_N_T_/layout')
    expect(await validatorsOf('/sermons')).toEqual({
      etag: headers.etag,
      cacheControl: headers['cache-control'],
    })
  })

  it('gives a different tag to different HTML, and none to pages it has not stored', async () => {
    const home = (await validatorsOf('/')) as { etag: string }
    const sermons = (await validatorsOf('/sermons')) as { etag: string }
    expect(home.etag).not.toBe(sermons.etag)
    expect(await validatorsOf('/events')).toBeNull()
  })

  it('answers a matching If-None-Match with 304, in either form, with the 200’s headers', async () => {
    const { etag } = (await validatorsOf('/sermons')) as { etag: string }
    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const answer = await conditionalGet('/sermons', { 'if-none-match': ifNoneMatch })
      expect(answer?.status, ifNoneMatch).toBe(304)
      expect(answer?.headers.get('etag')).toBe(etag)
      expect(answer?.headers.get('cache-control')).toBe(
        's-maxage=60, stale-while-revalidate=31535940',
      )
      expect(answer?.headers.get('vary')).toMatch(/^RSC, .*Accept-Encoding$/)
    }
  })

  it('leaves Next to answer another tag, an RSC payload, a draft, a POST and an unknown page', async () => {
    const { etag } = (await validatorsOf('/sermons')) as { etag: string }
    const hit = { 'if-none-match': etag }
    expect(await conditionalGet('/sermons', { 'if-none-match': 'W/"stale"' })).toBeNull()
    expect(await conditionalGet('/sermons', { ...hit, rsc: '1' })).toBeNull()
    expect(await conditionalGet('/sermons?_rsc=abc', hit)).toBeNull()
    expect(await conditionalGet('/sermons', { ...hit, cookie: '__prerender_bypass=1' })).toBeNull()
    expect(await conditionalGet('/events', hit)).toBeNull()
    const post = new NextRequest('http://localhost/sermons', { method: 'POST', headers: hit })
    expect(await pageNotModified(post)).toBeNull()
  })

  it('has no validator for a page once a staff edit expires its tag', async () => {
    await store(
      '/events',
      page('<html>events</html>', { headers: { 'x-next-cache-tags': 'events' } }),
    )
    expect(await validatorsOf('/events')).not.toBeNull()
    await new Handler({}).revalidateTag('events')
    expect(await validatorsOf('/events')).toBeNull()
  })

  it('has none for a stored not-found page, and leaves other entries as they came', async () => {
    await store('/sermons/gone', page('<html>Page Not Found</html>', { status: 404 }))
    expect(await validatorsOf('/sermons/gone')).toBeNull()
    const gone = await new Handler({}).get(key('/sermons/gone'), { softTags: [] })
    expect(gone?.value?.headers).toEqual({ 'x-next-cache-tags': 'sermons,_N_T_/layout' })
    const read = { kind: 'FETCH', data: { body: 'x', headers: {}, url: '' }, revalidate: 60 }
    const handler = new Handler({})
    await handler.set('sermons-list', read, { cacheControl: CACHE_CONTROL, tags: [] })
    expect((await handler.get('sermons-list', { softTags: [] }))?.value).toEqual(read)
  })

  it('shares what it knows with every copy of its module, as the production server loads two', async () => {
    await store('/about', page('<html>about</html>'))
    // A second instance of the module (the build bundles one beside the file Next loads itself),
    // making its handler class as handler.mjs does.
    const second = (await import(
      '../../src/server/cache/page-validators.mjs?second-copy' as string
    )) as { withPageValidators: (base: typeof CacheHandler) => unknown }
    second.withPageValidators(CacheHandler)
    expect(await validatorsOf('/about')).not.toBeNull()
  })

  it('can trust a read without Next’s implicit tags: the site expires pages by its own tags only', () => {
    // revalidatePath expires a page by an implicit tag, which the proxy's read does not pass; a
    // 304 would then name a copy Next no longer serves.
    const sources = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(ts|tsx|mjs)$/.test(file),
    )
    const expiringByPath = sources.filter((file) =>
      /\b(revalidatePath|updateTag)\b/.test(readFileSync(`src/${file}`, 'utf8')),
    )
    expect(expiringByPath).toEqual([])
  })
})
