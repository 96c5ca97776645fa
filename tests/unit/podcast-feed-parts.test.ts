import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'

import Parser from 'rss-parser'
import { describe, expect, it } from 'vitest'

import { buildFeedParts, type FeedEpisode } from '@/server/podcast/build-feed'
import { gzipParts } from '@/server/podcast/gzip-parts'

const channel = {
  title: 'St. Brendan’s Sermons',
  description: 'Sermons & <notes>',
  link: 'https://church.example/sermons',
  feedUrl: 'https://church.example/podcast.xml',
  language: 'en',
  author: 'St. Brendan’s',
  ownerName: 'St. Brendan’s',
  ownerEmail: 'office@church.example',
  imageUrl: 'https://church.example/podcast/artwork.png',
  copyright: '© 2026 St. Brendan’s',
}

const episode = (index: number): FeedEpisode => ({
  guid: `shoreline-sermon-${index}`,
  title: `Sermon ${index} & "friends"`,
  description: index % 2 ? `Notes <b>${index}</b>` : '',
  link: `https://church.example/sermons/${index}`,
  date: `2026-0${(index % 9) + 1}-1${index % 10}`,
  audioUrl: `https://church.example/audio/${index}.mp3`,
  audioBytes: 1_000_000 + index,
  audioType: 'audio/mpeg',
  durationSeconds: index % 3 ? 1800 + index : null,
  speaker: 'The Rev. Canon Margaret Ellis',
  updatedAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
})

const episodes = (count: number) => Array.from({ length: count }, (_, index) => episode(index))
const options = { timeZone: 'Australia/Sydney' }

describe('the podcast feed in parts', () => {
  it('builds the items a batch at a time, never the whole archive at once', () => {
    const parts = [...buildFeedParts(channel, episodes(600), options)]
    // The head, three batches of at most 250 items, and the close.
    expect(parts).toHaveLength(5)
    expect(parts.slice(1, -1).map((part) => part.split('<item>').length - 1)).toEqual([
      250, 250, 100,
    ])
    expect(parts[0]).not.toContain('<item>')
    expect(parts[4]).toBe('</channel></rss>')
  })

  it('is a feed a podcast app reads whole, with every episode in order', async () => {
    const xml = [...buildFeedParts(channel, episodes(600), options)].join('')
    const feed = await new Parser().parseString(xml)
    expect(feed.title).toBe(channel.title)
    expect(feed.items).toHaveLength(600)
    expect(feed.items.map((item) => item.guid)).toEqual(episodes(600).map((item) => item.guid))
    expect(feed.items[1].enclosure).toMatchObject({ url: episode(1).audioUrl, length: '1000001' })
  })

  it('has no items and no placeholder when there are no episodes', () => {
    const parts = [...buildFeedParts(channel, [], options)]
    expect(parts).toHaveLength(1)
    expect(parts[0]).not.toContain('<item')
    expect(parts[0]).not.toContain('shoreline-feed-items')
  })

  it('zips the parts into the same text, with the ETag of that text', async () => {
    const parts = [...buildFeedParts(channel, episodes(1_200), options)]
    const { etag, gzipped } = await gzipParts(parts)
    const text = parts.join('')
    expect(gunzipSync(gzipped).toString('utf8')).toBe(text)
    expect(etag).toBe(`"${createHash('sha1').update(text).digest('base64url')}"`)
    expect(gzipped.length).toBeLessThan(text.length / 5)
  })
})
