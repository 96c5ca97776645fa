/**
 * npm run bench: load-tests a production build on a database scaled to 10,000 sermons and
 * 2,000 events, and prints req/s and p50/p95/p99 per path. Numbers go in notes, never in tests.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 32) tune the run. BENCH_ONLY=history
 * runs just the History step (npm run bench:history), for a machine too loaded for the whole run.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

import nextEnv from '@next/env'

import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres'
import { withServerNodeOptions } from '../server-node-options'
import { benchAbuse } from './abuse'
import { addBenchVersions, benchHistory, VERSIONS_PER_SERMON } from './history'
import { timeBulkEvents } from './bulk-events'
import { load, type LoadResult } from './load'
import { firstLoadJs, publicBenchScenarios } from './public-pages'
import { addBenchAudio, timeReach } from './reach'
import { benchRegistrations } from './registrations'
import { groupRssMiB, sampleRssBySteps } from './rss'
import { BENCH_SPEAKERS, scaleData } from './scale-data'
import {
  prepareSermonArchive,
  sermonArchivePageScenario,
  sermonArchiveScenarios,
  sermonPageWeights,
} from './sermon-archive'

nextEnv.loadEnvConfig(process.cwd())

const PORT = Number(process.env.BENCH_PORT ?? 3200)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const base = `http://127.0.0.1:${PORT}`
const HISTORY_ONLY = process.env.BENCH_ONLY === 'history'

const embedded = process.env.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({
      dir: process.env.EMBEDDED_POSTGRES_DIR ?? '.data/postgres',
      port: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329),
      database: 'shoreline_bench',
    })
const databaseUrl = process.env.DATABASE_URL ?? embedded!.url
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-secret-0123456789abcdef0123456789abcdef',
  SITE_URL: base.replace('127.0.0.1', 'localhost'),
  NEXT_TELEMETRY_DISABLED: '1',
}

console.log('[bench] applying migrations and demo content')
execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/migrate.ts'], {
  stdio: 'ignore',
  env,
})
// The seed refuses (exit 1) once the bench database holds the demo accounts: that is a rerun.
spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/seed.ts'], { stdio: 'ignore', env })
console.log('[bench] scaled data:', JSON.stringify(await scaleData(databaseUrl)))
if (!HISTORY_ONLY) {
  prepareSermonArchive(env)
  console.log('[bench] sermons given audio for the podcast:', await addBenchAudio(databaseUrl))
}
console.log(
  `[bench] versions added for the history (${VERSIONS_PER_SERMON} a sermon):`,
  await addBenchVersions(databaseUrl),
)

// Always a fresh build, so the numbers are of the code in the tree (BENCH_SKIP_BUILD=1 to reuse).
if (!process.env.BENCH_SKIP_BUILD || !existsSync('.next/BUILD_ID')) {
  console.log('[bench] building')
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env })
}

// The server as `npm start` runs it (its Node settings), started without npx so that the memory
// measured is the server's own and not also that of the npm process that would wrap it.
const server = spawn('node_modules/.bin/next', ['start', '-p', String(PORT)], {
  env: withServerNodeOptions({ ...env, PORT: String(PORT) }),
  stdio: 'ignore',
  detached: true,
})

const waitForServer = async () => {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/site-config`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not start')
}

const serverRssMiB = () => groupRssMiB(server.pid!)

let cacheMiss = 0
const scenarios: { name: string; path: string; pathFor?: () => string }[] = [
  { name: 'GET /api/sermons', path: '/api/sermons' },
  { name: 'GET /api/sermons?search=grace', path: '/api/sermons?search=grace' },
  {
    name: `GET /api/sermons?speaker=${BENCH_SPEAKERS[2]}`,
    path: `/api/sermons?speaker=${encodeURIComponent(BENCH_SPEAKERS[2])}`,
  },
  { name: 'GET /api/events?upcoming=true&limit=9', path: '/api/events?upcoming=true&limit=9' },
  {
    // A new cache key per request (an early startDate that excludes nothing): the database path.
    name: 'GET /api/sermons?search=grace (uncached)',
    path: '/api/sermons?search=grace',
    pathFor: () =>
      `/api/sermons?search=grace&startDate=1900-01-${String(1 + (cacheMiss++ % 28)).padStart(2, '0')}&limit=${1 + ((cacheMiss * 7) % 100) + 0}`,
  },
  ...sermonArchiveScenarios,
]

/** The History step (issue 35): one sermon's versions and the Sermons tab's list, p95 in the note. */
const historyBench = async () => {
  const results = await benchHistory(base, env.SITE_URL, databaseUrl, {
    connections: CONNECTIONS,
    seconds: SECONDS,
  })
  console.log(`[bench] history: ${CONNECTIONS} connections, ${SECONDS} s per path`)
  console.table(
    results.map(({ name, rps, p50, p95, p99, requests, errors, non2xx }) => ({
      path: name,
      'req/s': rps,
      'p50 ms': p50,
      'p95 ms': p95,
      'p99 ms': p99,
      requests,
      'errors+non2xx': errors + non2xx,
    })),
  )
}

/** Every step of the bench. */
const fullBench = async () => {
  const publicScenarios = [...(await publicBenchScenarios(base)), sermonArchivePageScenario]
  scenarios.unshift(...publicScenarios)
  // A server that has just started still compiles its hot paths (V8's JIT) and sizes its heap in
  // its first seconds under load, while a church's server runs for weeks: without this, whichever
  // paths came first (/icon.svg, the ceiling, and /) paid for it, at well below the later paths'
  // rate (docs/performance-log.md). Every public path in turn, unmeasured, before the measured
  // runs.
  let warmUpIndex = 0
  await load('warm-up', base, {
    connections: CONNECTIONS,
    seconds: 10,
    pathFor: () => publicScenarios[warmUpIndex++ % publicScenarios.length].path,
  })
  // The server's memory per step: issue 12 first measured the peak over the page loads; the
  // later steps rebuild the 10,000-episode podcast feed and send abusive requests.
  const rss = sampleRssBySteps(server.pid!)
  const results: LoadResult[] = []
  for (const scenario of scenarios) {
    rss.step(scenario.name)
    const url = `${base}${scenario.path}`
    const { pathFor } = scenario
    await load(scenario.name, url, { connections: CONNECTIONS, seconds: 2, pathFor }) // warm-up
    results.push(
      await load(scenario.name, url, { connections: CONNECTIONS, seconds: SECONDS, pathFor }),
    )
  }
  const pageLoadsPeak = rss.peakSoFar()
  console.log(
    `\n[bench] ${CONNECTIONS} connections, ${SECONDS} s per path, production build, ${new Date().toISOString()}`,
  )
  console.table(
    results.map(({ name, rps, p50, p95, p99, requests, errors, non2xx }) => ({
      path: name,
      'req/s': rps,
      'p50 ms': p50,
      'p95 ms': p95,
      'p99 ms': p99,
      requests,
      'errors+non2xx': errors + non2xx,
    })),
  )
  console.log(
    `[bench] server RSS after the page loads: ${serverRssMiB()} MiB, peak during them ${pageLoadsPeak} MiB`,
  )
  rss.step('first-load JavaScript')
  console.log('[bench] first-load JavaScript per public page (gzip -9 of every script it loads):')
  const pages = scenarios.filter(({ path }) => !path.startsWith('/api/') && path !== '/icon.svg')
  console.table(await Promise.all(pages.map(({ path }) => firstLoadJs(base, path))))
  rss.step('sermon archive HTML')
  console.log('[bench] sermon archive HTML:', await sermonPageWeights(base))
  rss.step('feeds and sitemap')
  console.log('[bench] feeds and sitemap (cold = first request, warm = cached):')
  console.table(await timeReach(base, BENCH_SPEAKERS[0], 'Series 1'))
  rss.step('abuse')
  console.log(
    '[bench] abuse (issue 10):',
    JSON.stringify(
      await benchAbuse(base, env.SITE_URL, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        rssMiB: serverRssMiB,
      }),
    ),
  )
  rss.step('dashboard bulk tools')
  console.log(
    '[bench] dashboard bulk tools:',
    await timeBulkEvents(base, env.SITE_URL, databaseUrl),
  )
  rss.step('registrations')
  console.log(
    '[bench] registrations (issue 33):',
    JSON.stringify(
      await benchRegistrations(base, env.SITE_URL, databaseUrl, {
        connections: CONNECTIONS,
        seconds: SECONDS,
      }),
    ),
  )
  rss.step('history')
  await historyBench()
  const { steps, peak } = rss.stop()
  console.log('[bench] server RSS per step (MiB):')
  console.table(steps)
  console.log(
    `[bench] server RSS peak over the whole bench: ${peak} MiB (${Math.round(peak * 1.048576)} MB)`,
  )
}

try {
  await waitForServer()
  if (HISTORY_ONLY) await historyBench()
  else await fullBench()
} finally {
  process.kill(-server.pid!, 'SIGTERM')
  await embedded?.stop()
}
process.exit(0)
