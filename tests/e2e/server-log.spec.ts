import { spawn, type ChildProcess } from 'node:child_process'

import { expect } from '@playwright/test'
import { asServerAdmin, embeddedE2eDatabaseUrl } from './helpers/db'
import { test } from './helpers/test'

/**
 * The production server's log: Payload starts in the instrumentation bundle and hands its logger
 * to serverLog there, while the /api route logs from a bundle of its own (each holds a copy of
 * src/server/log/server-log.ts). An /api request that meets a refusing database must still come
 * out as one of Payload's JSON lines on stdout, not as the stderr fallback.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 41
const origin = `http://localhost:${port}`

let server: ChildProcess | undefined
let stdout = ''
let stderr = ''

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid)
})

test("an /api error is logged through Payload's logger as a JSON line", async () => {
  test.skip(Boolean(process.env.DATABASE_URL), 'needs the embedded server to refuse connections')
  test.setTimeout(240_000)
  server = spawn('npx', ['next', 'start', '-p', String(port)], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: embeddedE2eDatabaseUrl(),
      SITE_URL: origin,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'e2e-secret-0123456789abcdef0123456789abcdef',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  server.stdout!.on('data', (chunk) => (stdout += chunk))
  server.stderr!.on('data', (chunk) => (stderr += chunk))
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/site-config`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 180_000,
      },
    )
    .toBe(200)

  await asServerAdmin('ALTER DATABASE shoreline_e2e ALLOW_CONNECTIONS false')
  try {
    await asServerAdmin(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = 'shoreline_e2e' AND pid <> pg_backend_pid()`,
    )
    const search = encodeURIComponent(`harbour ${Date.now()}`)
    const response = await fetch(`${origin}/api/sermons?search=${search}`)
    // A database closed to connections is unavailable (503), and the router logs it.
    expect(response.status).toBe(503)
  } finally {
    await asServerAdmin('ALTER DATABASE shoreline_e2e ALLOW_CONNECTIONS true')
  }

  const logged = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; name?: string; level?: number })
      .filter((line) => line.msg?.startsWith('[api] '))
  await expect.poll(() => logged().length).toBeGreaterThan(0)
  expect(logged()[0]).toMatchObject({ name: 'shoreline' })
  expect(logged()[0]!.level).toBeGreaterThanOrEqual(40)
  expect(stderr).not.toContain("Payload's logger has not started")
})
