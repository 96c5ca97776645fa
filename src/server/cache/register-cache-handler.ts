/**
 * Hands Next the site's cache handler (./handler.mjs) once, when the server starts.
 *
 * With `cacheHandler` in next.config, Next `import()`s the handler's file on every request that
 * touches its cache, twice for a page (the server and the page's route module each build a
 * request's IncrementalCache). Node resolves the path and looks the module up each time: 10–15%
 * of the server's CPU on a cached page, measured side by side (docs/decisions/012-static-public-site.md).
 * Next's IncrementalCache also takes its handler from `globalThis[Symbol.for('@next/cache-handlers')]
 * .FetchCache` when no `cacheHandler` is configured (how a hosting platform installs its own), so
 * setting that here costs nothing per request. tests/unit/register-cache-handler.test.ts checks
 * that Next's own IncrementalCache picks it up, so an upgrade that drops the symbol is caught.
 *
 * `next build` does not run this (instrumentation returns early there): the build prerenders into
 * Next's file-system cache, which a running server never reads, as before.
 */
export const NEXT_CACHE_HANDLERS = Symbol.for('@next/cache-handlers')

type CacheHandlerSlots = { FetchCache?: unknown; DefaultCache?: unknown; RemoteCache?: unknown }

export const registerCacheHandler = async (): Promise<void> => {
  const { default: CacheHandler } = await import('./handler.mjs')
  const slots = globalThis as typeof globalThis & { [NEXT_CACHE_HANDLERS]?: CacheHandlerSlots }
  // Only the ISR/data cache; "use cache" handlers (DefaultCache, RemoteCache) stay Next's own.
  slots[NEXT_CACHE_HANDLERS] = { ...slots[NEXT_CACHE_HANDLERS], FetchCache: CacheHandler }
}
