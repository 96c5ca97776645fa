import { XMLBuilder } from 'fast-xml-parser'

import { zonedInstant } from '@/lib/time/zoned'

import { podcastGuid } from './podcast-guid'

export type FeedChannel = {
  title: string
  description: string
  /** The web page of the show (the sermons page, or a series' or speaker's page). */
  link: string
  /** Where this feed itself is served: atom:link rel=self and podcast:guid come from it. */
  feedUrl: string
  language: string
  author: string
  ownerName: string
  ownerEmail: string | null
  imageUrl: string | null
  copyright: string
}

export type FeedEpisode = {
  guid: string
  title: string
  description: string
  link: string
  /** The sermon's date, YYYY-MM-DD, in the church's time zone. */
  date: string
  audioUrl: string
  audioBytes: number
  audioType: string
  durationSeconds: number | null
  speaker: string
  /** When the sermon was last saved: the feed's lastBuildDate is the latest of these. */
  updatedAt: string
}

const NAMESPACES = {
  '@_xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  '@_xmlns:podcast': 'https://podcastindex.org/namespace/1.0',
  '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: true,
})

/** Sermons have a date but no time: an episode is dated noon of its day where the church is. */
const rfc822 = (date: string, timeZone: string) =>
  zonedInstant(date, '12:00', timeZone).toUTCString()

const episodeItem = (episode: FeedEpisode, timeZone: string) => ({
  title: episode.title,
  description: episode.description || episode.title,
  link: episode.link,
  guid: { '@_isPermaLink': 'false', '#text': episode.guid },
  pubDate: rfc822(episode.date, timeZone),
  enclosure: {
    '@_url': episode.audioUrl,
    '@_length': String(episode.audioBytes),
    '@_type': episode.audioType,
  },
  'itunes:title': episode.title,
  'itunes:author': episode.speaker,
  ...(episode.durationSeconds ? { 'itunes:duration': String(episode.durationSeconds) } : {}),
  'itunes:explicit': 'false',
  'itunes:episodeType': 'full',
})

const lastSaved = (episodes: FeedEpisode[]) =>
  new Date(Math.max(...episodes.map((episode) => Date.parse(episode.updatedAt)))).toUTCString()

/** Stands in for the items while the channel is built, so the text can be split around them. */
const ITEMS_MARK = 'shoreline-feed-items'

/** Episodes turned into XML at a time: the memory a rebuild needs is one batch, not the archive. */
const ITEMS_PER_PART = 250

/**
 * The podcast as RSS 2.0 with Apple's itunes: and Podcasting 2.0's podcast: tags, in parts: the
 * head, the items a batch at a time, and the close. At 10,000 episodes the whole text is several
 * megabytes and its object tree several times that; in parts, a rebuild holds one batch at a time
 * (load-feed.ts gzips them as they come). Pure: every fact it prints (file sizes included) was
 * stored beforehand, so it fetches nothing.
 */
export function* buildFeedParts(
  channel: FeedChannel,
  episodes: FeedEpisode[],
  { timeZone }: { timeZone: string },
): Generator<string> {
  const image = channel.imageUrl
    ? {
        'itunes:image': { '@_href': channel.imageUrl },
        image: { url: channel.imageUrl, title: channel.title, link: channel.link },
      }
    : {}
  const xml = builder.build({
    rss: {
      '@_version': '2.0',
      ...NAMESPACES,
      channel: {
        title: channel.title,
        link: channel.link,
        'atom:link': {
          '@_href': channel.feedUrl,
          '@_rel': 'self',
          '@_type': 'application/rss+xml',
        },
        description: channel.description,
        language: channel.language,
        copyright: channel.copyright,
        // From the data, not the clock, so an unchanged feed is byte-for-byte the same (ETag).
        ...(episodes[0]
          ? { pubDate: rfc822(episodes[0].date, timeZone), lastBuildDate: lastSaved(episodes) }
          : {}),
        generator: 'Shoreline',
        'itunes:author': channel.author,
        'itunes:summary': channel.description,
        'itunes:type': 'episodic',
        ...(channel.ownerEmail
          ? {
              'itunes:owner': {
                'itunes:name': channel.ownerName,
                'itunes:email': channel.ownerEmail,
              },
            }
          : {}),
        ...image,
        'itunes:category': {
          '@_text': 'Religion & Spirituality',
          'itunes:category': { '@_text': 'Christianity' },
        },
        'itunes:explicit': 'false',
        'podcast:guid': podcastGuid(channel.feedUrl),
        'podcast:locked': 'no',
        ...(episodes.length > 0 ? { item: ITEMS_MARK } : {}),
      },
    },
  }) as string
  const mark = `<item>${ITEMS_MARK}</item>`
  const at = xml.indexOf(mark)
  if (at === -1) {
    yield `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`
    return
  }
  yield `<?xml version="1.0" encoding="UTF-8"?>\n${xml.slice(0, at)}`
  for (let start = 0; start < episodes.length; start += ITEMS_PER_PART) {
    const batch = episodes.slice(start, start + ITEMS_PER_PART)
    yield builder.build({ item: batch.map((episode) => episodeItem(episode, timeZone)) }) as string
  }
  yield xml.slice(at + mark.length)
}
