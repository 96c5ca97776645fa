/**
 * Next's cache handler (next.config.mjs `cacheHandler`): where rendered public pages and cached
 * reads live. With REDIS_URL, in Redis, shared by every instance: a tag expired on one (a staff
 * edit) is expired for all, because each read checks the tags' revalidation times kept in Redis.
 * Without it, in this process's memory, as a single instance needs.
 *
 * Either way the build's own prerendered pages are never read back (no registerInitialCache):
 * `next build` renders them without a database (src/server/cache/cached-read.ts), so the first
 * request after a start renders each page from the database and caches that. The build runs this
 * handler too, always in memory, so its placeholder pages never reach the shared Redis cache. A
 * restart also starts from an empty memory cache, so a restored backup is never hidden behind old
 * pages. Plain JavaScript: Next loads this file itself, outside the bundler.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { CACHE_HANDLER_INSTANCE } from './cache-handler-instance.mjs'
import { withPageValidators } from './page-validators.mjs'

/** Pages and reads of one build share a prefix; a new build never reads an older one's entries. */
const keyPrefix = (buildId) => `shoreline:${process.env.CACHE_KEY_PREFIX ?? ''}${buildId ?? 'dev'}:`

const connectRedis = async (url) => {
  const client = createClient({ url, pingInterval: 10_000 })
  // A lost connection is retried by the client; until then reads miss and pages render fresh.
  client.on('error', (error) => console.error('[cache] redis:', error.message))
  await client.connect()
  return client
}

CacheHandler.onCreation(async ({ buildId }) => {
  // One configuration per process (Next may create the handler more than once).
  globalThis.shorelineCacheConfig ??= (async () => {
    const url = process.env.REDIS_URL
    // The build's placeholder pages must not reach a shared cache.
    if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
      return { handlers: [createLruHandler({ maxItemsNumber: 2000 })] }
    }
    const client = await connectRedis(url)
    return {
      handlers: [createRedisHandler({ client, keyPrefix: keyPrefix(buildId), timeoutMs: 1000 })],
    }
  })()
  return globalThis.shorelineCacheConfig
})

/**
 * Stored pages carry their validators (page-validators.mjs). Each instance Next makes is left on
 * the global, so a job running outside any request can expire tags through it
 * (src/server/cache/revalidate.ts): every instance shares one configuration, so any one will do.
 */
export default class ShorelineCacheHandler extends withPageValidators(CacheHandler) {
  constructor(context) {
    super(context)
    globalThis[CACHE_HANDLER_INSTANCE] = this
  }
}
