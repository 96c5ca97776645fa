/**
 * Where the sermon podcast feeds live, and the one slugify that turns a series or speaker name
 * into a URL segment. The series and speaker pages (/sermons/series/{slug},
 * /sermons/speakers/{slug}) use the same slugify, so a page and its feed always agree.
 */

/**
 * "The Rev. Canon Margaret Ellis" -> "the-rev-canon-margaret-ellis". Accents are folded to plain
 * letters (é -> e) so the slug survives any mail client or podcast app; other characters become
 * single hyphens. A name with no letters or digits at all has no slug ('').
 */
export const slugify = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

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
