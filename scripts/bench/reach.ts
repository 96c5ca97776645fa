/**
 * Feeds and the sitemap at the bench's scale (10,000 sermons, 2,000 events): every bench sermon
 * gets audio facts, as if each had been saved with an audio link, and then each feed is timed
 * cold (the first request renders it) and warm (served from the cache), with its size.
 */
import { performance } from 'node:perf_hooks'

import pg from 'pg'

import { slugify } from '../../src/lib/podcast-urls'

/** Plain SQL, like scale-data.ts: the audio facts the save hook would have stored. */
export const addBenchAudio = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query(
      `UPDATE sermons SET audio_url = 'https://media.example.org/sermons/' || id || '.mp3',
         audio_bytes = 28000000 + id, audio_type = 'audio/mpeg'
       WHERE audio_url IS NULL OR audio_url = ''`,
    )
    return rowCount ?? 0
  } finally {
    await client.end()
  }
}

const WARM_REQUESTS = 20

const timeOnce = async (url: string) => {
  const started = performance.now()
  const response = await fetch(url)
  const body = await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return { ms: performance.now() - started, bytes: body.byteLength }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Cold and warm times of each feed and the sitemap, for console.table. */
export const timeReach = async (base: string, speaker: string, series: string) => {
  const paths = [
    '/podcast.xml',
    `/podcast/series/${slugify(series)}.xml`,
    `/podcast/speakers/${slugify(speaker)}.xml`,
    '/events.ics',
    '/sitemap.xml',
  ]
  const rows = []
  for (const path of paths) {
    const cold = await timeOnce(`${base}${path}`)
    const warm: number[] = []
    for (let i = 0; i < WARM_REQUESTS; i += 1) warm.push((await timeOnce(`${base}${path}`)).ms)
    rows.push({
      path,
      'cold ms': Math.round(cold.ms),
      'warm p50 ms': Math.round(median(warm)),
      'warm max ms': Math.round(Math.max(...warm)),
      KiB: Math.round(cold.bytes / 1024),
    })
  }
  return rows
}
