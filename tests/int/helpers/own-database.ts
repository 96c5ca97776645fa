import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll } from 'vitest'

import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/server/db/embedded-postgres'

import type { callApi as CallApi } from './api'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

export type OwnDatabase = {
  /** The temporary data directory (postmaster.pid is there). */
  dir: string
  /** The running server; replaced by start(). */
  database: EmbeddedDatabase
  /** Starts it again on the same directory and port, after a stop. */
  start: () => Promise<EmbeddedDatabase>
  /** The /api router, imported once DATABASE_URL points at this database. */
  callApi: typeof CallApi
}

/**
 * Runs the file's app against a PostgreSQL of its own (a temporary data directory), so a test
 * can stop, start or kill it without touching the database the other files share. The app's
 * modules are imported only once DATABASE_URL points at it; the migrations are applied then.
 */
export const useOwnDatabase = (
  name: string,
  options: { log?: (line: string) => void } = {},
): OwnDatabase => {
  const own = { dir: mkdtempSync(path.join(tmpdir(), `shoreline-${name}-`)) } as OwnDatabase
  beforeAll(async () => {
    const port = await freePort()
    own.start = async () =>
      (own.database = await startEmbeddedPostgres({
        dir: own.dir,
        port,
        database: `shoreline_${name}`,
        log: options.log,
      }))
    await own.start()
    process.env.DATABASE_URL = own.database.url
    ;({ callApi: own.callApi } = await import('./api'))
    const { getTestPayload } = await import('./payload')
    await getTestPayload()
  }, 180_000)
  afterAll(async () => {
    await own.database?.stop()
    rmSync(own.dir, { recursive: true, force: true })
  })
  return own
}
