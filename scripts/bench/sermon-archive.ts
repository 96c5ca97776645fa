/**
 * Issue 16's bench cases: uncached scripture and text searches over the 10,000-sermon archive,
 * and the weight of /sermons pages. Wired into run.ts.
 */
import { execFileSync } from 'node:child_process'

/** The scaled data is written with plain SQL, so its Bible references are read here. */
export const prepareSermonArchive = (env: NodeJS.ProcessEnv) => {
  execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/backfill-sermon-refs.ts'], {
    stdio: 'inherit',
    env,
  })
}

// Searches are never cached (their keys are unbounded), so every request reaches PostgreSQL;
// cycling the terms keeps the database's own caches honest too.
const PASSAGES = ['Romans 8', 'Ps 23', 'John 21:5', 'Mark 4', '1 Cor 13', 'Jonah 1:3', 'Isa 43:2']
const WORDS = ['grace', 'storm harbour', 'lighthouse', 'vineyard', 'mercy', 'shepherd bread']
let passage = 0
let word = 0

export const sermonArchiveScenarios = [
  {
    name: 'GET /api/sermons?search=<passage> (scripture, uncached)',
    path: '/api/sermons?search=Romans%208&limit=36',
    pathFor: () =>
      `/api/sermons?search=${encodeURIComponent(PASSAGES[passage++ % PASSAGES.length])}&limit=36`,
  },
  {
    name: 'GET /api/sermons?search=<words> (full text, uncached)',
    path: '/api/sermons?search=grace&limit=36',
    pathFor: () =>
      `/api/sermons?search=${encodeURIComponent(WORDS[word++ % WORDS.length])}&limit=36`,
  },
]

/**
 * A deep page of the archive (a static page like the first): measured with the other pages, after
 * the warm-up and before the uncached searches. Measured right after those, it met their backlog
 * still running in PostgreSQL and the server, and its tail showed theirs, while alone it costs the
 * server what /sermons does (docs/performance-log.md).
 */
export const sermonArchivePageScenario = {
  name: 'GET /sermons/page/137',
  path: '/sermons/page/137',
}

/** Bytes of HTML of archive pages (the limit: 60 kB). */
export const sermonPageWeights = async (base: string) => {
  const paths = [
    '/sermons',
    '/sermons/page/137',
    '/sermons/search?search=grace',
    '/sermons/search?search=Romans%208',
    '/sermons/series/series-7',
  ]
  const weights: Record<string, string> = {}
  for (const path of paths) {
    const response = await fetch(`${base}${path}`)
    const bytes = Buffer.byteLength(await response.text())
    weights[path] = `${response.status} ${(bytes / 1024).toFixed(1)} kB`
  }
  return weights
}
