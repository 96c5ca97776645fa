import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres } from '@/server/db/embedded-postgres'
import { logPoolErrors } from '@/server/db/log-pool-errors'

const postmasterPid = (dir: string) =>
  Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0])

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls until the query succeeds; returns how long it took. */
const waitForQuery = async (pool: pg.Pool, withinMs: number): Promise<number> => {
  const started = Date.now()
  for (;;) {
    try {
      await pool.query('SELECT count(*) FROM notes')
      return Date.now() - started
    } catch (error) {
      if (Date.now() - started > withinMs) throw error
      await sleep(200)
    }
  }
}

describe('the embedded PostgreSQL restarts itself', () => {
  // Its own server, so killing it cannot disturb the database the other tests share.
  const dir = mkdtempSync(path.join(tmpdir(), 'shoreline-restart-'))
  const port = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329) + 101
  const logLines: string[] = []
  const warnings: unknown[][] = []
  let stop: () => Promise<void> = async () => {}
  let pool: pg.Pool
  let url = ''

  beforeAll(async () => {
    const server = await startEmbeddedPostgres({
      dir,
      port,
      database: 'restart',
      log: (line) => logLines.push(line),
    })
    stop = server.stop
    url = server.url
    pool = new pg.Pool({ connectionString: server.url })
    // As the server does (onInit): without a listener a broken idle connection would throw.
    logPoolErrors({
      db: { pool },
      logger: { warn: (...args: unknown[]) => warnings.push(args) },
    } as never)
    await pool.query('CREATE TABLE notes (body text)')
    await pool.query(`INSERT INTO notes VALUES ('kept across the crash')`)
  }, 120_000)

  afterAll(async () => {
    await pool.end()
    await stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('reports a broken idle connection as a warning, not an uncaught exception', async () => {
    await pool.query('SELECT 1') // leaves an idle connection in the pool
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = 'restart' AND pid <> pg_backend_pid()`,
    )
    await admin.end()
    await expect.poll(() => warnings.length).toBeGreaterThan(0)
    expect(warnings[0][1]).toMatch(/pooled database connection broke/)
  })

  it('comes back within 10 s of its server process being killed, with its data, and says so', async () => {
    const killed = postmasterPid(dir)
    process.kill(killed, 'SIGKILL')

    const tookMs = await waitForQuery(pool, 10_000)
    expect(tookMs).toBeLessThan(10_000)
    expect(postmasterPid(dir)).not.toBe(killed)
    const { rows } = await pool.query('SELECT body FROM notes')
    expect(rows).toEqual([{ body: 'kept across the crash' }])
    expect(logLines[0]).toMatch(/stopped unexpectedly \(signal SIGKILL\); restarting it/)
    expect(logLines.at(-1)).toMatch(/running again/)
  }, 30_000)

  it('stays stopped when it is stopped on purpose', async () => {
    await stop()
    const before = logLines.length
    await sleep(1_500)
    expect(logLines.length).toBe(before)
    await expect(pool.query('SELECT 1')).rejects.toThrow()
  }, 30_000)
})
