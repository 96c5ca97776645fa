/**
 * npm run lighthouse: Lighthouse (mobile, its default) on every public route of a production
 * build, printing performance, accessibility, best-practices and SEO per route. Build first
 * (npm run build); this script starts `next start` on a seeded database of its own
 * (shoreline_lighthouse) on LIGHTHOUSE_PORT (default 3300), and stops it afterwards. Scores are
 * reported, not asserted: the exit code is non-zero only when something crashes.
 *
 * Needs the dev packages lighthouse@13 and chrome-launcher, and Node 22 or later (Lighthouse 13
 * uses the iterator helpers); the project's runtime is Node 24.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'

import nextEnv from '@next/env'

import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres'
import { withServerNodeOptions } from './server-node-options'

nextEnv.loadEnvConfig(process.cwd())

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3300)
const base = `http://localhost:${PORT}`
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

type Category = (typeof CATEGORIES)[number]
type AuditResult = {
  id: string
  title: string
  score: number | null
  scoreDisplayMode: string
  numericValue?: number
}
type LighthouseResult = {
  lhr: {
    runtimeError?: { code: string; message: string }
    categories: Record<Category, { score: number | null; auditRefs: { id: string }[] }>
    audits: Record<string, AuditResult>
    environment?: { benchmarkIndex?: number }
  }
}
type RunLighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: Category[] },
) => Promise<LighthouseResult | undefined>
type LaunchChrome = (options: {
  chromePath: string
  chromeFlags: string[]
}) => Promise<{ port: number; kill: () => void | Promise<void> }>

/** Imported by name at run time, so the project type-checks before the packages are installed. */
const importOptional = async <Module>(name: string): Promise<Module> => {
  try {
    return (await import(name)) as Module
  } catch (error) {
    throw new Error(
      `${name} is not installed: npm install --save-dev lighthouse@13 chrome-launcher`,
      { cause: error },
    )
  }
}

const loadTools = async () => {
  if (typeof (globalThis as { Iterator?: unknown }).Iterator === 'undefined') {
    throw new Error(`Lighthouse 13 needs Node 22 or later; this is Node ${process.versions.node}`)
  }
  const { default: lighthouse } = await importOptional<{ default: RunLighthouse }>('lighthouse')
  const { launch } = await importOptional<{ launch: LaunchChrome }>('chrome-launcher')
  return { lighthouse, launch }
}

const waitForServer = async () => {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/site-config`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the server did not answer on ${base} within two minutes`)
}

/** The id of the first item of a list endpoint: the detail routes are measured on real items. */
const firstId = async (path: string): Promise<number> => {
  const response = await fetch(`${base}${path}`)
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
  const [first] = (await response.json()) as { id: number }[]
  if (!first) throw new Error(`GET ${path} returned no items`)
  return first.id
}

const publicRoutes = async () => [
  '/',
  '/about',
  '/about/staff',
  '/about/music',
  '/about/kids-church',
  '/about/what-we-believe',
  '/contact',
  '/give',
  '/events',
  `/events/${await firstId('/api/events?upcoming=true&limit=1')}`,
  '/sermons',
  `/sermons/${await firstId('/api/sermons?limit=1')}`,
  '/live-streams',
  `/live-streams/${await firstId('/api/live-streams?limit=1')}`,
  '/plan-a-visit',
  '/login',
]

/** The metrics that make up the performance score, as Lighthouse's audit ids. */
const METRICS = [
  ['first-contentful-paint', 'FCP ms'],
  ['largest-contentful-paint', 'LCP ms'],
  ['total-blocking-time', 'TBT ms'],
  ['speed-index', 'SI ms'],
  ['cumulative-layout-shift', 'CLS'],
] as const

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
// LIGHTHOUSE_ROUTES=/,/contact measures only those routes; LIGHTHOUSE_REPORTS=dir keeps each
// run's whole report (JSON, to open in the Lighthouse viewer) to see what a score is made of.
const ONLY_ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean)
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS

const saveReport = (route: string, run: number, result: LighthouseResult) => {
  if (!REPORTS_DIR) return
  mkdirSync(REPORTS_DIR, { recursive: true })
  const name = route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'
  writeFileSync(`${REPORTS_DIR}/${name}-${run + 1}.json`, JSON.stringify(result.lhr))
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : Math.round(value * 100)

/** The audits that cost points in a category, to say what to fix. */
const failingAudits = (result: LighthouseResult, category: Category) =>
  result.lhr.categories[category].auditRefs
    .map(({ id }) => result.lhr.audits[id])
    .filter(
      (audit) =>
        audit &&
        audit.score !== null &&
        audit.score < 1 &&
        !['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode),
    )
    .map((audit) => `${audit.id} (${score(audit.score)})`)

/**
 * Each route is requested once before it is measured: pages are rendered on their first request
 * after a start and served from the cache after that (docs/decisions/012-static-public-site.md),
 * which is what a visitor gets. Otherwise the first of the runs would measure the render.
 */
const warmUp = async (routes: string[]) => {
  for (const route of routes) await (await fetch(`${base}${route}`)).arrayBuffer()
}

const measure = async (tools: Awaited<ReturnType<typeof loadTools>>, routes: string[]) => {
  await warmUp(routes)
  const chrome = await tools.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  const rows: Record<string, string | number>[] = []
  const metricRows: Record<string, string | number>[] = []
  const notes: string[] = []
  let crashed = false
  try {
    for (const route of routes) {
      // Scores move a few points from run to run on a busy machine: report the median of RUNS.
      const runs: LighthouseResult[] = []
      for (let run = 0; run < RUNS; run += 1) {
        let result: LighthouseResult | undefined
        // Lighthouse sometimes loses the trace of a load (NO_NAVSTART) when one Chrome serves many
        // runs; that says nothing about the page, so such a run is tried again, twice at most.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          result = await tools.lighthouse(`${base}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          })
          if (result?.lhr.runtimeError?.code !== 'NO_NAVSTART') break
          console.log(`[lighthouse] ${route}: the trace was lost (NO_NAVSTART); measuring again`)
        }
        if (!result || result.lhr.runtimeError) {
          crashed = true
          notes.push(`${route}: ${result?.lhr.runtimeError?.message ?? 'no result'}`)
          break
        }
        saveReport(route, run, result)
        runs.push(result)
      }
      if (runs.length < RUNS) {
        rows.push({ route, ...Object.fromEntries(CATEGORIES.map((name) => [name, 'error'])) })
        continue
      }
      rows.push({
        route,
        ...Object.fromEntries(
          CATEGORIES.map((name) => [
            name,
            median(runs.map((result) => Number(score(result.lhr.categories[name].score)))),
          ]),
        ),
      })
      metricRows.push({
        route,
        ...Object.fromEntries(
          METRICS.map(([id, label]) => [
            label,
            median(
              runs.map((result) => {
                const value = result.lhr.audits[id]?.numericValue ?? NaN
                return id === 'cumulative-layout-shift'
                  ? Number(value.toFixed(3))
                  : Math.round(value)
              }),
            ),
          ]),
        ),
        benchmarkIndex: median(runs.map((result) => result.lhr.environment?.benchmarkIndex ?? NaN)),
      })
      const last = runs[runs.length - 1]
      for (const name of CATEGORIES) {
        const audits = failingAudits(last, name)
        if (audits.length > 0) notes.push(`${route} ${name}: ${audits.join(', ')}`)
      }
      console.log(`[lighthouse] measured ${route}`)
    }
  } finally {
    await chrome.kill()
  }
  return { rows, metricRows, notes, crashed }
}

if (!existsSync('.next/BUILD_ID')) {
  console.error('[lighthouse] no production build: run `npm run build` first')
  process.exit(1)
}

const tools = await loadTools()
const embedded = process.env.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({
      dir: process.env.EMBEDDED_POSTGRES_DIR ?? '.data/postgres',
      port: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329),
      database: 'shoreline_lighthouse',
      fresh: true,
    })
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? embedded!.url,
  PAYLOAD_SECRET:
    process.env.PAYLOAD_SECRET ?? 'lighthouse-secret-0123456789abcdef0123456789abcdef',
  SITE_URL: base,
  PORT: String(PORT),
  NEXT_TELEMETRY_DISABLED: '1',
}

console.log('[lighthouse] seeding shoreline_lighthouse')
execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/seed.ts'], { stdio: 'inherit', env })

// Its own process group, so stopping it stops npx and the Next server under it.
const server = spawn('npx', ['next', 'start', '-p', String(PORT)], {
  env: withServerNodeOptions(env),
  stdio: 'ignore',
  detached: true,
})

let exitCode = 0
try {
  await waitForServer()
  const { rows, metricRows, notes, crashed } = await measure(
    tools,
    ONLY_ROUTES ?? (await publicRoutes()),
  )
  console.log(
    `\n[lighthouse] mobile, production build, median of ${RUNS} runs, ${new Date().toISOString()}`,
  )
  console.table(rows)
  // The metrics behind the performance score (ms, CLS unitless), and this machine's speed as
  // Lighthouse rates it (benchmarkIndex: a typical desktop scores about 1500 or more).
  console.table(metricRows)
  if (notes.length > 0) console.log(`Audits below 100:\n  ${notes.join('\n  ')}`)
  if (crashed) exitCode = 1
} catch (error) {
  console.error('[lighthouse] crashed:', error)
  exitCode = 1
} finally {
  process.kill(-server.pid!, 'SIGTERM')
  await embedded?.stop()
}
process.exit(exitCode)
