/**
 * Where the sermon podcast feeds live. Feeds and the series and speaker pages (/sermons/series/{slug},
 * /sermons/speakers/{slug}) use the one slugify (src/lib/content/slugify.ts), so a page and its
 * feed always agree.
 */

import { slugify } from './content/slugify'

export { slugify }

export const PODCAST_FEED_PATH = '/podcast.xml'

/** Path of the feed of every sermon with audio. */
export const podcastFeedPath = (): string => PODCAST_FEED_PATH

/** Path of one series' feed, from the series name as staff typed it. */
export const seriesFeedPath = (series: string): string => `/podcast/series/${slugify(series)}.xml`

/** Path of one speaker's feed, from the speaker's name as staff typed it. */
export const speakerFeedPath = (speaker: string): string =>
  `/podcast/speakers/${slugify(speaker)}.xml`

/** The slug inside a feed file name ("tides.xml" -> "tides"), or null when it is not one. */
export const slugFromFeedFile = (file: string): string | null => {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.xml$/.exec(file)
  return match ? match[1] : null
}

/**
 * What a page puts in its metadata to announce a feed, as Next's `alternates.types`, e.g.
 * `export const metadata = { alternates: { types: podcastAlternate(seriesFeedPath(name)) } }`.
 */
export const podcastAlternate = (path: string, title?: string) => ({
  'application/rss+xml': [{ url: path, title: title ?? 'Sermon podcast' }],
})
