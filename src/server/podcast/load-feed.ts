import { env } from '@/env'
import { podcastFeedPath, seriesFeedPath, slugify, speakerFeedPath } from '@/lib/podcast-urls'
import { slugs } from '@/lib/slugs'
import { durationSeconds } from '@/lib/content/duration'
import { displaySermonTitle } from '@/lib/content/sermon-title'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import { getPayloadClient } from '@/server/payload'
import { cachedText } from '@/server/cache/cached-read'
import { rowsOf, sql, sqlFor } from '@/server/db/sql'
import { visibleToVisitors } from '@/server/publishing/visible-sql'
import { getPublicSiteConfig } from '@/server/site-config/get-site-config'
import { absoluteLocation, siteUrl } from '@/server/site-url'

import { buildFeedParts, type FeedEpisode } from './build-feed'
import { gzipParts } from './gzip-parts'
import { nameForSlug, sermonNames } from './sermon-names'

export type FeedScope = { kind: 'all' } | { kind: 'series' | 'speaker'; name: string }

/** Where the generated artwork is served when staff have not uploaded their own. */
export const DEFAULT_ARTWORK_PATH = '/podcast/artwork.png'

type EpisodeRow = {
  id: number
  title: string
  speaker: string
  date: string
  duration: string | null
  description: string | null
  audio_url: string
  /** numeric in PostgreSQL, so it arrives as text. */
  audio_bytes: string
  audio_type: string | null
  /** numeric in PostgreSQL, so it arrives as text; null when the file's length is unknown. */
  audio_seconds: string | null
  updated_at: Date
}

/**
 * The sermons with audio, newest first, as the feed needs them. One plain SQL query rather than
 * Payload's find: the whole archive is read at once, and for 10,000 sermons Payload's
 * per-document objects made the server's memory jump for every feed rebuilt
 * (docs/performance-log.md). Sermons are readable by anyone and have no read hooks, so the
 * rows are what Payload would return, once the trash and drafts are left out as Payload's read access does (visible-sql.ts).
 */
const readEpisodes = async (scope: FeedScope): Promise<FeedEpisode[]> => {
  const db = await sqlFor(await getPayloadClient())
  const only =
    scope.kind === 'all'
      ? sql``
      : scope.kind === 'series'
        ? sql`AND series = ${scope.name}`
        : sql`AND speaker = ${scope.name}`
  const rows = await rowsOf<EpisodeRow>(
    db,
    sql`SELECT id, title, speaker, date, duration, description, audio_url, audio_bytes, audio_type,
          audio_seconds, updated_at
        FROM sermons
        WHERE ${visibleToVisitors()} AND audio_bytes > 0 AND audio_url IS NOT NULL ${only}
        ORDER BY date DESC, id DESC`,
  )
  return rows.map((row) => ({
    // Stable for the sermon's life, whatever the site's address becomes.
    guid: `shoreline-sermon-${row.id}`,
    title: displaySermonTitle(row.title),
    description: row.description?.trim() ?? '',
    link: siteUrl(`/sermons/${row.id}`),
    date: row.date,
    audioUrl: row.audio_url,
    audioBytes: Number(row.audio_bytes),
    audioType: row.audio_type || 'audio/mpeg',
    // The audio's own length when it was read from the file; else what staff typed.
    durationSeconds: row.audio_seconds ? Number(row.audio_seconds) : durationSeconds(row.duration),
    speaker: row.speaker,
    updatedAt: new Date(row.updated_at).toISOString(),
  }))
}

const FEED_PATHS = { all: podcastFeedPath, series: seriesFeedPath, speaker: speakerFeedPath }
const PAGE_PATHS = {
  all: () => '/sermons',
  series: (name: string) => `/sermons/series/${slugify(name)}`,
  speaker: (name: string) => `/sermons/speakers/${slugify(name)}`,
}

/**
 * A feed is cached gzipped, as base64 text (what the data cache can hold). At 10,000 episodes the
 * XML is several megabytes, and the data cache stringifies, copies and parses what it keeps: as
 * plain text it cost the server memory on each rebuild and a large parse on every request. Gzipped
 * it is a small fraction of that (docs/performance-log.md, docs/podcast-calendar-seo.md).
 */
const renderFeed = async (scopeJson: string): Promise<string> => {
  const scope = JSON.parse(scopeJson) as FeedScope
  const [config, episodes] = await Promise.all([getPublicSiteConfig(), readEpisodes(scope)])
  const church = config.churchName || CONTACT_FALLBACKS.churchName
  const show = config.podcastTitle || `${church} Sermons`
  const name = scope.kind === 'all' ? '' : scope.name
  const description = config.podcastDescription || config.tagline || `Sermons from ${church}.`
  const parts = buildFeedParts(
    {
      title: name ? `${show}: ${name}` : show,
      description: name
        ? `${scope.kind === 'series' ? 'The series' : 'Sermons by'} ${name}. ${description}`
        : description,
      link: siteUrl(PAGE_PATHS[scope.kind](name)),
      feedUrl: siteUrl(FEED_PATHS[scope.kind](name)),
      language: config.podcastLanguage || 'en',
      author: config.podcastAuthor || church,
      ownerName: church,
      ownerEmail: config.email || null,
      imageUrl: absoluteLocation(config.podcastImageUrl) ?? siteUrl(DEFAULT_ARTWORK_PATH),
      copyright: `© ${new Date().getFullYear()} ${church}`,
    },
    episodes,
    { timeZone: env.TIME_ZONE },
  )
  const { etag, gzipped } = await gzipParts(parts)
  return `${etag}\n${gzipped.toString('base64')}`
}

// Cached until a sermon or the settings change (the same tags expire it as the pages).
const cachedFeed = cachedText(
  renderFeed,
  ['podcast:feed'],
  [slugs.sermons, slugs.siteConfig],
  // Route handlers render per request, never at build; this only satisfies the build-phase guard.
  '\n',
)

export type RenderedFeed = { etag: string; gzipped: Buffer }

/** The feed for a scope, or null when the series or speaker slug names none. */
export const loadFeed = async (
  kind: FeedScope['kind'],
  slug?: string,
): Promise<RenderedFeed | null> => {
  let scope: FeedScope = { kind: 'all' }
  if (kind !== 'all') {
    const names = await sermonNames()
    const name = nameForSlug(kind === 'series' ? names.series : names.speakers, slug ?? '')
    if (!name) return null
    scope = { kind, name }
  }
  const stored = await cachedFeed(JSON.stringify(scope))
  const split = stored.indexOf('\n')
  return { etag: stored.slice(0, split), gzipped: Buffer.from(stored.slice(split + 1), 'base64') }
}
