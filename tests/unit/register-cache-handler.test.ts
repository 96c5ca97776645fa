import { afterEach, describe, expect, it } from 'vitest'

import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache/index.js'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'

import nextConfig from '../../next.config.mjs'
import SiteCacheHandler from '../../src/server/cache/handler.mjs'
import {
  NEXT_CACHE_HANDLERS,
  registerCacheHandler,
} from '../../src/server/cache/register-cache-handler'

/** A request's cache, built as Next's server builds it when next.config names no handler. */
const requestCache = () =>
  new IncrementalCache({
    fs: nodeFs,
    dev: false,
    requestHeaders: {},
    minimalMode: false,
    serverDistDir: '/nonexistent/.next/server',
    maxMemoryCacheSize: 0,
    flushToDisk: false,
    fetchCacheKeyPrefix: '',
    previewProps: {
      previewModeId: 'id',
      previewModeSigningKey: 'k',
      previewModeEncryptionKey: 'k',
    },
    prerenderManifest: {
      version: 4,
      routes: {},
      dynamicRoutes: {},
      notFoundRoutes: [],
      preview: { previewModeId: 'id', previewModeSigningKey: 'k', previewModeEncryptionKey: 'k' },
    },
    CurCacheHandler: undefined,
  })

const slots = globalThis as Record<symbol, unknown>

describe('the cache handler installed at start', () => {
  afterEach(() => {
    delete slots[NEXT_CACHE_HANDLERS]
  })

  it("is what Next's own IncrementalCache stores through", async () => {
    await registerCacheHandler()
    const handler = requestCache().cacheHandler
    expect(handler).toBeInstanceOf(SiteCacheHandler)
    expect(handler).not.toBeInstanceOf(FileSystemCache)
  })

  it('is needed: without it Next falls back to a cache of its own', () => {
    delete slots[NEXT_CACHE_HANDLERS]
    expect(requestCache().cacheHandler).toBeInstanceOf(FileSystemCache)
  })

  it('leaves the "use cache" handlers someone else installed', async () => {
    const DefaultCache = { get: () => undefined }
    slots[NEXT_CACHE_HANDLERS] = { DefaultCache }
    await registerCacheHandler()
    expect(slots[NEXT_CACHE_HANDLERS]).toEqual({ DefaultCache, FetchCache: SiteCacheHandler })
  })

  it('is not also named in next.config, where Next would import it on every request', () => {
    expect(nextConfig).not.toHaveProperty('cacheHandler')
  })
})
