/**
 * The public site in the bench: every public route (and /icon.svg, a static file, as the
 * framework's ceiling), and the first-load JavaScript of each page.
 */
import { gzipSync } from 'node:zlib'

/** The id of the last item of a list endpoint: detail routes are measured on real items. */
const lastId = async (base: string, path: string): Promise<number> => {
  const response = await fetch(`${base}${path}`)
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
  const items = (await response.json()) as { id: number }[]
  if (items.length === 0) throw new Error(`GET ${path} returned no items`)
  return items[items.length - 1].id
}

/** Every public page a visitor can reach, detail pages included. */
export const publicPagePaths = async (base: string): Promise<string[]> => [
  '/',
  '/about',
  '/about/staff',
  '/about/music',
  '/about/kids-church',
  '/about/what-we-believe',
  '/contact',
  '/give',
  '/plan-a-visit',
  '/events',
  `/events/${await lastId(base, '/api/events?upcoming=true&limit=1')}`,
  '/sermons',
  // The 1,000th newest sermon, not the newest one a cache is most likely to hold.
  `/sermons/${await lastId(base, '/api/sermons?limit=1000')}`,
  '/live-streams',
  `/live-streams/${await lastId(base, '/api/live-streams?limit=1')}`,
  '/login',
]

/** The public paths plus /icon.svg, the static file every page is compared with. */
export const publicBenchScenarios = async (base: string) => [
  { name: 'GET /icon.svg', path: '/icon.svg' },
  ...(await publicPagePaths(base)).map((path) => ({ name: `GET ${path}`, path })),
]

export type FirstLoadJs = {
  path: string
  scripts: number
  rawKiB: number
  gzipKiB: number
  /** The unit: 1,000 bytes, the target being 150 kB. */
  gzipKB: number
  gzipBytes: number
}

/**
 * The scripts a page makes a modern browser run as it loads: every `<script src>` in its HTML but
 * `nomodule` polyfills, which browsers that run modules never fetch.
 */
export const pageScriptSources = (html: string): string[] => [
  ...new Set(
    [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1])
      .filter((attributes) => !/\bnomodule\b/i.test(attributes))
      .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
      .filter((source): source is string => Boolean(source))
      .map((source) => source.replaceAll('&amp;', '&')),
  ),
]

/**
 * The JavaScript a first visit loads: every script of pageScriptSources, gzipped (level 9,
 * as a CDN would), summed. Chunks loaded later (on a click, by next/dynamic) are not counted.
 */
export const firstLoadJs = async (base: string, path: string): Promise<FirstLoadJs> => {
  const html = await (await fetch(`${base}${path}`)).text()
  const sources = pageScriptSources(html)
  let raw = 0
  let gzip = 0
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer())
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
  }
  const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
  return {
    path,
    scripts: sources.length,
    rawKiB: kib(raw),
    gzipKiB: kib(gzip),
    gzipKB: Math.round(gzip / 100) / 10,
    gzipBytes: gzip,
  }
}
