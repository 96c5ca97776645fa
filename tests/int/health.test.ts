import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres } from '@/server/db/embedded-postgres'
import { checkHealth, healthResponse } from '@/server/health/check-health'

import { migrations } from '../../migrations'
import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'

const names = migrations.map((migration) => migration.name)

describe('GET /api/health', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getTestPayload()
    // No job cron runs in tests, so email jobs that earlier runs left behind would look stuck.
    await payload.db.pool.query(`DELETE FROM payload_jobs WHERE queue = 'email'`)
  })

  it('answers 200, uncached, with what it checked when all is well', async () => {
    const { status, json, headers } = await callApi('GET', '/health')
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(json.status).toBe('ok')
    expect(json.checks.database).toMatchObject({ ok: true })
    expect(json.checks.database.latencyMs).toBeGreaterThanOrEqual(0)
    expect(json.checks.migrations).toMatchObject({ ok: true, pending: [] })
    expect(json.checks.migrations.applied).toBeGreaterThanOrEqual(names.length)
    expect(json.checks.emailQueue).toMatchObject({ ok: true, waiting: 0, oldestWaitSeconds: null })
  })

  it('answers 503 naming a migration that is not applied', async () => {
    const last = names.at(-1)!
    const { rows } = await payload.db.pool.query(
      'DELETE FROM payload_migrations WHERE name = $1 RETURNING name, batch',
      [last],
    )
    try {
      const { status, json } = await callApi('GET', '/health')
      expect(status).toBe(503)
      expect(json.status).toBe('failing')
      expect(json.checks.database.ok).toBe(true)
      expect(json.checks.migrations).toMatchObject({
        ok: false,
        message: '1 migration not applied',
        pending: [last],
      })
    } finally {
      await payload.db.pool.query('INSERT INTO payload_migrations (name, batch) VALUES ($1, $2)', [
        rows[0].name,
        rows[0].batch,
      ])
    }
  })

  it('answers 503 when queued email has waited too long, and not for fresh email', async () => {
    const insertJob = (age: string) =>
      payload.db.pool.query(
        `INSERT INTO payload_jobs (queue, task_slug, input, created_at)
         VALUES ('email', 'sendRecordEmails', '{}', now() - $1::interval) RETURNING id`,
        [age],
      )
    const fresh = await insertJob('5 seconds')
    try {
      const young = await callApi('GET', '/health')
      expect(young.status).toBe(200)
      expect(young.json.checks.emailQueue).toMatchObject({ ok: true, waiting: 1 })

      const old = await insertJob('1 hour')
      try {
        const { status, json } = await callApi('GET', '/health')
        expect(status).toBe(503)
        expect(json.checks.emailQueue).toMatchObject({ ok: false, waiting: 2 })
        expect(json.checks.emailQueue.oldestWaitSeconds).toBeGreaterThanOrEqual(3600)
      } finally {
        await payload.db.pool.query('DELETE FROM payload_jobs WHERE id = $1', [old.rows[0].id])
      }
    } finally {
      await payload.db.pool.query('DELETE FROM payload_jobs WHERE id = $1', [fresh.rows[0].id])
    }
  })
})

describe('health when the database server stops', () => {
  // Its own embedded server: stopping the one the other tests share would be restarted by
  // scripts/with-db.ts (self-healing) and would pull the database out from under them.
  const dir = mkdtempSync(path.join(tmpdir(), 'shoreline-health-'))
  const port = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329) + 100
  let stop: () => Promise<void> = async () => {}
  let pool: pg.Pool

  beforeAll(async () => {
    const server = await startEmbeddedPostgres({ dir, port, database: 'health' })
    stop = server.stop
    pool = new pg.Pool({ connectionString: server.url })
    // The test stops the server under the pool: its idle connection is then terminated, which pg
    // reports as an 'error' event, an uncaught exception without a listener. That is expected
    // here (the app's own pool logs it: src/server/db/log-pool-errors.ts).
    pool.on('error', () => {})
  }, 120_000)

  afterAll(async () => {
    await pool.end()
    await stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('reports the database reachable while it runs, and 503 once it is stopped', async () => {
    const running = await checkHealth(pool, names)
    expect(running.checks.database.ok).toBe(true)

    await stop()
    const stopped = await checkHealth(pool, names)
    expect(stopped.status).toBe('failing')
    expect(stopped.checks.database).toMatchObject({ ok: false, latencyMs: null })
    expect(stopped.checks.database.message).toMatch(/unreachable/)
    expect(healthResponse(stopped).status).toBe(503)
  })
})
