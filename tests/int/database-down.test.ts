import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/server/db/embedded-postgres'

import type { callApi as CallApi } from './helpers/api'

/**
 * This file runs the app against a PostgreSQL of its own (a temporary data directory), so it can
 * stop and start it without touching the database the other files share. The app's modules are
 * imported only once DATABASE_URL points at it.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

describe(
  'the database is down: 503 with Retry-After, then recovery by itself',
  { timeout: 180_000 },
  () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shoreline-down-'))
    let port: number
    let database: EmbeddedDatabase
    let callApi: typeof CallApi
    const start = () => startEmbeddedPostgres({ dir, port, database: 'shoreline_down' })

    beforeAll(async () => {
      port = await freePort()
      database = await start()
      process.env.DATABASE_URL = database.url
      ;({ callApi } = await import('./helpers/api'))
      const { getTestPayload } = await import('./helpers/payload')
      await getTestPayload() // applies the migrations to the new database
    }, 180_000)

    afterAll(async () => {
      await database?.stop()
      rmSync(dir, { recursive: true, force: true })
    })

    const contact = {
      firstName: 'Dora',
      lastName: 'Down',
      email: 'dora.down@example.org',
      subject: 'Hello',
      message: 'Are you there?',
    }

    const expectUnavailable = (result: Awaited<ReturnType<typeof CallApi>>) => {
      expect(result.status).toBe(503)
      expect(result.headers.get('retry-after')).toBe('30')
      expect(result.json).toEqual({
        message: expect.stringMatching(/^We can’t reach our database just now\. Please try again/),
      })
    }

    it('reads and form posts answer 503 while it is stopped, and work again once it is back', async () => {
      expect((await callApi('GET', '/sermons?search=grace')).status).toBe(200)
      await database.stop()

      expectUnavailable(await callApi('GET', '/sermons?search=grace'))
      expectUnavailable(await callApi('GET', '/events'))
      expectUnavailable(await callApi('POST', '/contact', { body: contact }))
      expectUnavailable(
        await callApi('POST', '/auth/login', { body: { email: 'a@b.org', password: 'x' } }),
      )

      database = await start()
      let recovered = 0
      for (let attempt = 0; attempt < 20 && recovered !== 200; attempt += 1) {
        recovered = (await callApi('GET', '/sermons?search=grace')).status
        if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 500))
      }
      expect(recovered).toBe(200)
      expect((await callApi('POST', '/contact', { body: contact })).status).toBe(201)
    })
  },
)
