import { XMLBuilder } from 'fast-xml-parser'

import { visibleAboutTabs } from '@/lib/about-tabs'
import { slugify } from '@/lib/podcast-urls'
import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/payload'
import { cachedText } from '@/server/cache/cached-read'
import { sqlFor } from '@/server/db/sql'
import { etagOf } from '@/server/http/entity-tags'
import { siteUrl } from '@/server/site-url'

import { readListedDocs, type Dated, type GroupedSermon } from './sitemap-docs'

/** The sitemaps.org limit per file; past it /sitemap.xml becomes an index of numbered parts. */
export const SITEMAP_MAX_URLS = 50_000

export type SitemapEntry = { loc: string; lastmod?: string }

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' })
const xml = (body: object) => `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(body)}`

export const buildUrlset = (entries: SitemapEntry[]): string =>
  xml({ urlset: { '@_xmlns': NAMESPACE, url: entries } })

export const buildSitemapIndex = (parts: SitemapEntry[]): string =>
  xml({ sitemapindex: { '@_xmlns': NAMESPACE, sitemap: parts } })

/** The newest of some timestamps, or undefined when there are none. */
const newest = (stamps: (string | null | undefined)[]): string | undefined => {
  const times = stamps.map((stamp) => Date.parse(stamp ?? '')).filter(Number.isFinite)
  return times.length ? new Date(Math.max(...times)).toISOString() : undefined
}

/**
 * One entry per series or speaker page, its lastmod the newest of its sermons, kept in one pass.
 * The times are ISO strings of one format (UTC, milliseconds), so the newest is the greatest.
 * Collecting each group's times by copying an array per sermon allocated millions of elements
 * per rebuild at 10,000 sermons (docs/podcast-calendar-seo.md).
 */
const groupPages = (sermons: GroupedSermon[], kind: 'series' | 'speakers'): SitemapEntry[] => {
  const newestBySlug = new Map<string, string>()
  for (const sermon of sermons) {
    const name = kind === 'series' ? sermon.series : sermon.speaker
    const slug = name ? slugify(name) : ''
    const known = newestBySlug.get(slug)
    if (slug && (known === undefined || sermon.updatedAt > known)) {
      newestBySlug.set(slug, sermon.updatedAt)
    }
  }
  return [...newestBySlug].map(([slug, lastmod]) => ({
    loc: siteUrl(`/sermons/${kind}/${slug}`),
    lastmod,
  }))
}

/** Every public page: the fixed ones, then each sermon, event, service and group, with lastmod. */
export const readSitemapEntries = async (): Promise<SitemapEntry[]> => {
  const payload = await getPayloadClient()
  const [config, texts, { sermons, events, streams, groups }] = await Promise.all([
    payload.findGlobal({ slug: slugs.siteConfig, depth: 0, select: { updatedAt: true } }),
    // Which About tabs staff hid (Pages → About): a hidden tab's address answers 404.
    payload.findGlobal({
      slug: slugs.pageTexts,
      depth: 0,
      select: { about: { hiddenTabs: true }, updatedAt: true },
      overrideAccess: false,
    }),
    readListedDocs(await sqlFor(payload)),
  ])
  // The fixed pages show the settings and the page texts (every page has the menus).
  const settings = newest([config.updatedAt, texts.updatedAt])
  const page = (path: string, lastmod = settings): SitemapEntry => ({
    loc: siteUrl(path),
    ...(lastmod ? { lastmod } : {}),
  })
  const each = (docs: Dated[], base: string) =>
    docs.map((doc) => page(`${base}/${doc.id}`, newest([doc.updatedAt])))
  return [
    page('/'),
    page('/about'),
    ...visibleAboutTabs(texts.about?.hiddenTabs ?? []).map((tab) => page(`/about/${tab.slug}`)),
    page('/contact'),
    page('/give'),
    page('/plan-a-visit'),
    page('/prayer'),
    page('/privacy'),
    page('/sermons', newest(sermons.map((doc) => doc.updatedAt))),
    page('/events', newest(events.map((doc) => doc.updatedAt))),
    page('/live-streams', newest(streams.map((doc) => doc.updatedAt))),
    page('/groups', newest(groups.map((doc) => doc.updatedAt))),
    ...groupPages(sermons, 'series'),
    ...groupPages(sermons, 'speakers'),
    ...each(sermons, '/sermons'),
    ...each(events, '/events'),
    ...each(streams, '/live-streams'),
    ...groups.map((group) => page(`/groups/${group.slug}`, newest([group.updatedAt]))),
  ]
}

/** Where part `n` (1-based) of a split sitemap is served. */
export const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`

/**
 * `part` undefined: /sitemap.xml itself, a urlset while everything fits in one file, else an
 * index of the parts. A number: that part, or null when there is no such part.
 */
export const renderSitemap = async (
  part: number | undefined,
  maxPerFile = SITEMAP_MAX_URLS,
): Promise<string | null> => {
  const entries = await readSitemapEntries()
  const count = Math.ceil(entries.length / maxPerFile)
  if (part === undefined) {
    if (count <= 1) return buildUrlset(entries)
    return buildSitemapIndex(
      Array.from({ length: count }, (_, i) => {
        const slice = entries.slice(i * maxPerFile, (i + 1) * maxPerFile)
        const lastmod = newest(slice.map((entry) => entry.lastmod))
        return { loc: siteUrl(sitemapPartPath(i + 1)), ...(lastmod ? { lastmod } : {}) }
      }),
    )
  }
  if (count <= 1 || !Number.isInteger(part) || part < 1 || part > count) return null
  return buildUrlset(entries.slice((part - 1) * maxPerFile, part * maxPerFile))
}

const NO_PART = '\u0000'

/** A sitemap file and its ETag, hashed once when it is built rather than per request. */
export type RenderedSitemap = { etag: string; xml: string }

// One cache entry per file, its ETag on the first line, expired when any listed content, the
// settings or the page texts (hidden About tabs) change.
const cachedSitemap = cachedText(
  async (part: number | null) => {
    const xml = await renderSitemap(part ?? undefined)
    return xml === null ? NO_PART : `${etagOf(xml)}\n${xml}`
  },
  ['sitemap'],
  [slugs.sermons, slugs.events, slugs.liveStreams, slugs.groups, slugs.siteConfig, slugs.pageTexts],
  // Route handlers render per request, never at build; this only satisfies the build-phase guard.
  NO_PART,
)

export const loadSitemap = async (part?: number): Promise<RenderedSitemap | null> => {
  const stored = await cachedSitemap(part ?? null)
  if (stored === NO_PART) return null
  const at = stored.indexOf('\n')
  return { etag: stored.slice(0, at), xml: stored.slice(at + 1) }
}
