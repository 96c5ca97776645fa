/**
 * Validators for cached pages, made once when a page is stored and never per view.
 *
 * Next answers a page's conditional request only from the ETag it hashes from the whole page on
 * every view (`generateEtags`), which cost more than a third of the public pages' throughput
 * (docs/performance-log.md, "Validators on pages"). Instead, when a rendered page is stored, its
 * entry gets an `etag` header (weak: Next compresses the page after it leaves the cache, and a gzip
 * and an identity body of the same page are equivalent, which a weak tag may say, RFC 9110
 * §8.8.1) and the `cache-control` header Next would send for it. Next sends a stored entry's
 * headers with every view of it, so each view of a cached page carries its tag.
 *
 * A conditional request is answered by the proxy (src/server/http/page-not-modified.ts) before
 * Next renders anything: it asks `validatorsOf(pathname)` here, which reads the page's entry back
 * through the cache handler itself, with the same expiry checks Next's own read makes. A page whose
 * tag a staff edit has expired has no entry, so no 304, and Next renders the new page. The proxy is
 * bundled apart from this handler, so the two meet through a global symbol.
 *
 * Plain JavaScript: the cache handler that uses it is loaded by Next outside the bundler.
 */
import { createHash } from 'node:crypto'

import nextCacheControl from 'next/dist/server/lib/cache-control.js'

import { PAGE_VALIDATORS } from './page-validators-symbol.mjs'

/**
 * Next 16.4 keys a page's entry `/route-cache/APP_PAGE/<hash of its route>/$<page path>`, where
 * the page path of `/` is `/index` (and of `/index/...` is `/index/index/...`).
 */
const APP_PAGE_KEY = /^\/route-cache\/APP_PAGE\/[0-9a-f]+\/\$(\/.*)$/

/** The address a page's cache key was made from, or null for any other entry. */
export const pagePathOfKey = (key) => {
  const pagePath = APP_PAGE_KEY.exec(key)?.[1]
  if (pagePath === undefined) return null
  return /^\/index(\/|$)/.test(pagePath) ? pagePath.slice('/index'.length) || '/' : pagePath
}

/** A weak tag of the page's HTML. */
export const pageEntityTag = (html) =>
  `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`

const isStoredPage = (value) => value?.kind === 'APP_PAGE' && typeof value.html === 'string'

/** A 304 stands only for a 200 (RFC 9110 §15.4.5): a stored not-found page gets no tag. */
const isFoundPage = (value) => isStoredPage(value) && (value.status ?? 200) === 200

/** The page's entry with its validator and Cache-Control among the headers Next sends with it. */
const withValidators = (value, cacheControl) => ({
  ...value,
  headers: {
    ...value.headers,
    etag: pageEntityTag(value.html),
    'cache-control': nextCacheControl.getCacheControlHeader(cacheControl),
  },
})

/** Pages are few (one per address); the bound only keeps a crawler's junk from growing it. */
const MAX_REMEMBERED_PAGES = 5000

/**
 * What the handler knows of pages, shared by every copy of this module in the process: Next loads
 * the handler's file itself for its server and again for a page's route module, and the copy that
 * stores a page need not be the one the proxy asks. Which entry each address was last stored or
 * read as, and a handler to read entries back with (an instance that has served a page can answer
 * for it).
 */
const known = (globalThis[PAGE_VALIDATORS] ??= { pages: new Map(), reader: null })

const remember = (key, handler) => {
  const path = pagePathOfKey(key)
  if (path === null) return
  known.reader = handler
  known.pages.delete(path)
  known.pages.set(path, key)
  if (known.pages.size > MAX_REMEMBERED_PAGES) known.pages.delete(known.pages.keys().next().value)
}

/**
 * The ETag and Cache-Control a view of this address would get from the cache now, or null when
 * Next would render it (no entry, an expired one, one a tag expiry removed) or answer other than
 * 200 (a not-found page). No tags of Next's own are passed: the site expires pages only by its
 * own tags (src/server/cache/revalidate.ts), which the handler checks on every read.
 */
known.validatorsOf = async (pathname) => {
  const key = known.pages.get(pathname)
  if (key === undefined || known.reader === null) return null
  const value = (await known.reader.get(key, { softTags: [] }))?.value
  if (!isFoundPage(value)) return null
  const { etag, 'cache-control': cacheControl } = value.headers ?? {}
  return typeof etag === 'string' && typeof cacheControl === 'string'
    ? { etag, cacheControl }
    : null
}

/** The cache handler class with page validators. */
export const withPageValidators = (CacheHandler) =>
  class PageValidatingCacheHandler extends CacheHandler {
    async get(key, context) {
      const entry = await super.get(key, context)
      if (isStoredPage(entry?.value)) remember(key, this)
      return entry
    }

    async set(key, value, context) {
      const stored =
        isFoundPage(value) && context?.cacheControl
          ? withValidators(value, context.cacheControl)
          : value
      await super.set(key, stored, context)
      if (stored !== value) remember(key, this)
    }
  }
