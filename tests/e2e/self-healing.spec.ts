import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type APIRequestContext } from '@playwright/test'

import { queryE2eDb } from './helpers/db'
import { test } from './helpers/test'

/**
 * The embedded PostgreSQL dies under the running site: scripts/with-db.ts starts it again and
 * the same Next server serves pages and forms within 10 s. Nothing restarts Next here, so a page
 * that works afterwards proves it survived.
 */

const RECOVERY_MS = 10_000

/** The running postmaster's pid, or null while there is no pid file (a restart's first moment). */
const postmasterPid = (): number | null => {
  const dir = process.env.EMBEDDED_POSTGRES_DIR ?? '.data/postgres'
  try {
    return Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0])
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Round = { startedAt: number; statuses: number[] }

/**
 * A visitor or two browsing while the database goes away: light, steady load, one round of
 * three requests after another, each round recorded when it is complete.
 */
const browseUntil = async (request: APIRequestContext, done: (rounds: Round[]) => boolean) => {
  const rounds: Round[] = []
  while (!done(rounds)) {
    const round: Round = { startedAt: Date.now(), statuses: [] }
    for (const url of ['/', '/events', '/api/sermons?limit=5']) {
      const response = await request.get(url, { timeout: 15_000 }).catch(() => null)
      round.statuses.push(response?.status() ?? 0)
    }
    rounds.push(round)
    await sleep(100)
  }
  return rounds
}

test('pages and forms work again within 10 s after the embedded PostgreSQL is killed', async ({
  page,
  request,
  baseURL,
}) => {
  test.skip(Boolean(process.env.DATABASE_URL), 'a DATABASE_URL server is not ours to kill')
  const subject = `Self-healing ${Date.now()}`
  expect((await request.get('/api/health')).status()).toBe(200)

  // The load stops after the first round begun once the server has recovered (or given up).
  let recoveredAt = Infinity
  const load = browseUntil(request, (rounds) => rounds.some((r) => r.startedAt >= recoveredAt))
  await sleep(500)

  const killed = postmasterPid()
  expect(killed).toBeGreaterThan(0)
  process.kill(killed!, 'SIGKILL')

  try {
    // Each poll gives up after RECOVERY_MS from the kill: that is the promise being tested.
    const deadline = Date.now() + RECOVERY_MS
    const remaining = () => Math.max(deadline - Date.now(), 1)
    // A new postmaster: a pid file again, with another pid.
    await expect
      .poll(() => [null, killed].includes(postmasterPid()), {
        timeout: remaining(),
        intervals: [100],
      })
      .toBe(false)
    await expect
      .poll(async () => (await request.get('/api/health')).status(), {
        timeout: remaining(),
        intervals: [200],
      })
      .toBe(200)
    await expect
      .poll(async () => (await request.get('/events')).status(), {
        timeout: remaining(),
        intervals: [200],
      })
      .toBe(200)
    await expect
      .poll(
        async () =>
          (
            await request.post('/api/contact', {
              headers: { origin: baseURL! },
              data: {
                firstName: 'Grace',
                lastName: 'Restart',
                email: 'grace.restart@example.com',
                subject,
                message: 'Sent after the database came back.',
              },
            })
          ).status(),
        { timeout: remaining(), intervals: [200] },
      )
      .toBeLessThan(300)
  } finally {
    recoveredAt = Date.now()
  }

  const rounds = await load
  // The visitors' requests all got an answer (none hung), and those sent after the recovery
  // succeeded. (A round begun before it may end with a 500 from a database still starting.)
  expect(rounds.flatMap((round) => round.statuses)).not.toContain(0)
  const afterRecovery = rounds.filter((round) => round.startedAt >= recoveredAt)
  expect(afterRecovery.map((round) => round.statuses)).toEqual([[200, 200, 200]])

  // And a real visitor's page view and form work on the same server.
  await page.goto('/events')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const rows = await queryE2eDb('select last_name from contact_messages where subject = $1', [
    subject,
  ])
  expect(rows).toEqual([{ last_name: 'Restart' }])
  await queryE2eDb('delete from contact_messages where subject = $1', [subject])
})
