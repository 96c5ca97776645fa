/**
 * Hands Next the site's cache handler (./handler.mjs) once, when the server starts.
 *
 * With `cacheHandler` in next.config, Next `import()`s the handler's file on every request that
 * touches its cache, twice for a page (the server and the page's route module each build a
 * request's IncrementalCache), and Node resolves the path and looks the module up each time:
 * 6–10% of the server's CPU in a profile of a cached page under load. Next's IncrementalCache
 * also takes its handler from `globalThis[Symbol.for('@next/cache-handlers')].FetchCache` when
 * no `cacheHandler` is configured (how a hosting platform installs its own), so setting that
 * here costs nothing per request: 5–15% less CPU per cached page, measured side by side
 * (docs/decisions/012-static-public-site.md). tests/unit/register-cache-handler.test.ts checks
 * that Next's own IncrementalCache picks it up, so an upgrade that drops the symbol is caught.
 *
 * `next build` does not run this (instrumentation returns early there): the build prerenders
 * into Next's file-system cache, which a running server never reads, so the build's placeholder
 * pages never reach the memory or Redis cache.
 */
export const NEXT_CACHE_HANDLERS = Symbol.for('@next/cache-handlers')

type CacheHandlerSlots = { FetchCache?: unknown; DefaultCache?: unknown; RemoteCache?: unknown }

export const registerCacheHandler = async (): Promise<void> => {
  const { default: CacheHandler } = await import('./handler.mjs')
  const slots = globalThis as typeof globalThis & { [NEXT_CACHE_HANDLERS]?: CacheHandlerSlots }
  // Only the ISR/data cache; "use cache" handlers (DefaultCache, RemoteCache) stay Next's own.
  slots[NEXT_CACHE_HANDLERS] = { ...slots[NEXT_CACHE_HANDLERS], FetchCache: CacheHandler }
}
