import { spawn, type ChildProcess } from 'node:child_process'

import { expect, request, type APIRequestContext } from '@playwright/test'

import { seededAccounts } from './helpers/session'
import { test } from './helpers/test'

/**
 * Two `next start` instances of this build on one Redis (Debian's redis-server, started here)
 * and the e2e database, as a load balancer would run them: a page rendered by one is served by
 * the other from the shared cache, and an edit made through one shows on the other's next view.
 */
const base = Number(process.env.E2E_PORT ?? 3100)
const REDIS_PORT = base + 30
const PORTS = { a: base + 31, b: base + 32 } as const
const origin = (port: number) => `http://localhost:${port}`
const databaseUrl =
  process.env.DATABASE_URL ??
  `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_POSTGRES_PORT ?? 54329}/shoreline_e2e`

const processes: ChildProcess[] = []

const waitFor = async (check: () => Promise<boolean>, what: string) => {
  for (let attempt = 0; attempt < 360; attempt += 1) {
    try {
      if (await check()) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${what} did not start`)
}

const startInstance = (port: number) => {
  const server = spawn('npx', ['next', 'start', '-p', String(port)], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      SITE_URL: origin(port),
      // Both instances must share the secret that signs sessions (README: several instances).
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'e2e-secret-0123456789abcdef0123456789abcdef',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: 'ignore',
    detached: true,
  })
  processes.push(server)
  return waitFor(
    async () => (await fetch(`${origin(port)}/api/site-config`)).ok,
    `next start on ${port}`,
  )
}

/** A page's HTML and how Next's cache answered it (x-nextjs-cache: HIT, STALE or MISS). */
const view = async (port: number, path: string) => {
  const response = await fetch(`${origin(port)}${path}`)
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    cacheControl: response.headers.get('cache-control'),
    etag: response.headers.get('etag'),
    html: await response.text(),
  }
}

test.describe.configure({ mode: 'serial', timeout: 240_000 })

let staffOnA: APIRequestContext

test.beforeAll(async () => {
  test.setTimeout(240_000)
  const redis = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore', detached: true },
  )
  processes.push(redis)
  await Promise.all([startInstance(PORTS.a), startInstance(PORTS.b)])
  staffOnA = await request.newContext({
    baseURL: origin(PORTS.a),
    extraHTTPHeaders: { origin: origin(PORTS.a) },
  })
  const login = await staffOnA.post('/api/auth/login', { data: seededAccounts.admin })
  expect(login.status(), await login.text()).toBe(200)
})

test.afterAll(async () => {
  await staffOnA?.dispose()
  for (const child of processes) {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
  }
})

test('a page rendered by one instance is served by the other from the shared cache', async () => {
  // Redis starts empty with this test, so A is the first to render the page.
  const first = await view(PORTS.a, '/about/music')
  expect(first.status).toBe(200)
  expect(first.cache).toBe('MISS')
  const onB = await view(PORTS.b, '/about/music')
  expect(onB.status).toBe(200)
  expect(onB.cache).toBe('HIT')
})

test('an edit through instance A shows on instance B at the next view', async () => {
  const title = `Two Instances ${Date.now()}`
  const created = await staffOnA.post('/api/admin/sermons', {
    data: { title, speaker: 'Pastor Redis', date: '2026-11-01' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  try {
    // B renders the sermon and caches it in Redis; a second view is served from there.
    expect((await view(PORTS.b, `/sermons/${id}`)).html).toContain(title)
    const cached = await view(PORTS.b, `/sermons/${id}`)
    expect(cached.cache).toBe('HIT')
    // Public HTML is the same for everyone, so a CDN may keep it too.
    expect(cached.cacheControl).toMatch(/s-maxage=\d+/)
    expect(cached.cacheControl).toMatch(/stale-while-revalidate=\d+/)
    // With its tag, stored with the page in Redis, which B revalidates against the shared cache.
    expect(cached.etag).toMatch(/^W\//)
    const revalidate = () =>
      fetch(`${origin(PORTS.b)}/sermons/${id}`, { headers: { 'if-none-match': cached.etag! } })
    expect((await revalidate()).status).toBe(304)

    const renamed = `${title} (edited on A)`
    const updated = await staffOnA.put(`/api/admin/sermons/${id}`, {
      data: { title: renamed, speaker: 'Pastor Redis', date: '2026-11-01' },
    })
    expect(updated.status(), await updated.text()).toBe(200)

    // The edit on A expired the page's tag for B too: the old tag gets the new page.
    const stale = await revalidate()
    expect(stale.status).toBe(200)
    expect(await stale.text()).toContain(renamed)
    const afterEdit = await view(PORTS.b, `/sermons/${id}`)
    expect(afterEdit.html).toContain(renamed)
  } finally {
    await staffOnA.delete(`/api/admin/sermons/${id}`)
  }
})
