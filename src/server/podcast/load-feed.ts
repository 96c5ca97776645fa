import { createHash } from 'node:crypto'

import type { Where } from 'payload'

import { env } from '@/env'
import { podcastFeedPath, seriesFeedPath, slugify, speakerFeedPath } from '@/lib/podcast-urls'
import { slugs } from '@/lib/slugs'
import { durationSeconds } from '@/lib/content/duration'
import { displaySermonTitle } from '@/lib/content/sermon-title'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import { getPayloadClient } from '@/server/api/payload'
import { cachedText } from '@/server/cache/cached-read'
import { getPublicSiteConfig } from '@/server/site-config/get-site-config'
import { absoluteLocation, siteUrl } from '@/server/site-url'

import { buildFeed, type FeedEpisode } from './build-feed'
import { nameForSlug, sermonNames } from './sermon-names'

export type FeedScope = { kind: 'all' } | { kind: 'series' | 'speaker'; name: string }

/** Where the generated artwork is served when staff have not uploaded their own. */
export const DEFAULT_ARTWORK_PATH = '/podcast/artwork.png'

const readEpisodes = async (scope: FeedScope): Promise<FeedEpisode[]> => {
  const payload = await getPayloadClient()
  const and: Where[] = [{ audioBytes: { greater_than: 0 } }]
  if (scope.kind !== 'all') and.push({ [scope.kind]: { equals: scope.name } })
  const { docs } = await payload.find({
    collection: slugs.sermons,
    where: { and },
    sort: ['-date', '-id'],
    pagination: false,
    depth: 0,
    select: {
      title: true,
      speaker: true,
      date: true,
      duration: true,
      description: true,
      audioUrl: true,
      audioBytes: true,
      audioType: true,
      updatedAt: true,
    },
    overrideAccess: false,
  })
  return docs.map((sermon) => ({
    // Stable for the sermon's life, whatever the site's address becomes.
    guid: `shoreline-sermon-${sermon.id}`,
    title: displaySermonTitle(sermon.title),
    description: sermon.description?.trim() ?? '',
    link: siteUrl(`/sermons/${sermon.id}`),
    date: sermon.date,
    audioUrl: sermon.audioUrl!,
    audioBytes: sermon.audioBytes!,
    audioType: sermon.audioType || 'audio/mpeg',
    durationSeconds: durationSeconds(sermon.duration),
    speaker: sermon.speaker,
    updatedAt: sermon.updatedAt,
  }))
}

const FEED_PATHS = { all: podcastFeedPath, series: seriesFeedPath, speaker: speakerFeedPath }
const PAGE_PATHS = {
  all: () => '/sermons',
  series: (name: string) => `/sermons/series/${slugify(name)}`,
  speaker: (name: string) => `/sermons/speakers/${slugify(name)}`,
}

const renderFeed = async (scopeJson: string): Promise<string> => {
  const scope = JSON.parse(scopeJson) as FeedScope
  const [config, episodes] = await Promise.all([getPublicSiteConfig(), readEpisodes(scope)])
  const church = config.churchName || CONTACT_FALLBACKS.churchName
  const show = config.podcastTitle || `${church} Sermons`
  const name = scope.kind === 'all' ? '' : scope.name
  const description = config.podcastDescription || config.tagline || `Sermons from ${church}.`
  const xml = buildFeed(
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
  const etag = `"${createHash('sha1').update(xml).digest('base64url')}"`
  return `${etag}\n${xml}`
}

// Cached until a sermon or the settings change (the same tags expire it as the pages).
const cachedFeed = cachedText(
  renderFeed,
  ['podcast:feed'],
  [slugs.sermons, slugs.siteConfig],
  // Route handlers render per request, never at build; this only satisfies the build-phase guard.
  '\n',
)

export type RenderedFeed = { etag: string; xml: string }

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
  return { etag: stored.slice(0, split), xml: stored.slice(split + 1) }
}
