import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import nextConfig from '../../next.config.mjs'

// next.config.mjs's type is what its wrappers declare, which leaves out `cacheHandler`.
const { cacheHandler } = nextConfig as { cacheHandler?: string }

const HANDLER_FILE = fileURLToPath(new URL('../../src/server/cache/handler.mjs', import.meta.url))

describe('the cache handler', () => {
  it('is the one next.config names, so Next never falls back to its file-system cache', async () => {
    expect(cacheHandler).toBe(HANDLER_FILE)
    const { default: configured } = await import(cacheHandler!)
    const { CacheHandler } = await import('@fortedigital/nextjs-cache-handler')
    // The library's handler, with page validators (src/server/cache/page-validators.mjs).
    expect(configured.prototype).toBeInstanceOf(CacheHandler)
  })

  describe('during `next build`, with REDIS_URL set', () => {
    // Stands in for Redis: counts the connections the handler opens.
    let redis: Server
    let connections = 0
    const saved = { phase: process.env.NEXT_PHASE, url: process.env.REDIS_URL }

    beforeAll(async () => {
      redis = createServer((socket) => {
        connections += 1
        socket.destroy()
      })
      await new Promise<void>((resolve) => redis.listen(0, '127.0.0.1', resolve))
      const { port } = redis.address() as { port: number }
      process.env.NEXT_PHASE = PHASE_PRODUCTION_BUILD
      process.env.REDIS_URL = `redis://127.0.0.1:${port}`
    })

    afterAll(async () => {
      process.env.NEXT_PHASE = saved.phase
      process.env.REDIS_URL = saved.url
      await new Promise((resolve) => redis.close(resolve))
    })

    it("keeps the build's placeholder pages in memory, away from the shared cache", async () => {
      const { default: CacheHandler } = await import(HANDLER_FILE)
      const serverDistDir = join(mkdtempSync(join(tmpdir(), 'cache-handler-')), 'server')
      const handler = new CacheHandler({ serverDistDir, dev: false })
      const page = { kind: 'APP_ROUTE', body: Buffer.from('placeholder'), headers: {}, status: 200 }
      await handler.set('/about', page, { tags: [], cacheControl: { revalidate: 60 } })
      expect((await handler.get('/about'))?.value).toEqual(page)
      expect(connections).toBe(0)
    })
  })
})
