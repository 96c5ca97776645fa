import { randomUUID } from 'node:crypto'

import { XMLParser } from 'fast-xml-parser'
import type { Payload } from 'payload'
import Parser from 'rss-parser'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PODCAST_FEED_PATH, seriesFeedPath, slugify, speakerFeedPath } from '@/lib/podcast-urls'
import { podcastMessages } from '@/lib/podcast-settings'
import { slugs } from '@/lib/slugs'
import { GET as allFeed } from '@/app/podcast.xml/route'
import { GET as seriesFeed } from '@/app/podcast/series/[file]/route'
import { GET as speakerFeed } from '@/app/podcast/speakers/[file]/route'
import { env } from '@/env'
import { podcastGuid } from '@/server/podcast/podcast-guid'
import { siteUrl } from '@/server/site-url'
import { storeImage } from '@/server/uploads/store-image'

import type { Media, Sermon, SiteConfig } from '../../payload-types'
import { startAudioServer } from '../fakes/audio-server'
import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { getTestPayload } from './helpers/payload'
import { createTestUser, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)
const series = `Harbour Lights ${run}`
const speaker = `The Rev. Élise Marlow ${run}`
const mp3 = Buffer.alloc(48_213, 7)
const m4a = Buffer.alloc(12_345, 3)

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' })
const rss = new Parser({ customFields: { feed: ['podcast:guid'], item: ['itunes:explicit'] } })

const get = async (
  handler: (request: Request, context: { params: Promise<{ file: string }> }) => Promise<Response>,
  path: string,
  file: string,
  headers: Record<string, string> = {},
) => handler(new Request(siteUrl(path), { headers }), { params: Promise.resolve({ file }) })

/** rss-parser reads itunes:duration into `itunes`, which its item type does not name. */
const itunesDuration = (item: object | undefined) =>
  (item as { itunes?: { duration?: string } } | undefined)?.itunes?.duration

const fileOf = (path: string) => path.split('/').pop()!

describe('sermon podcast feeds', () => {
  let payload: Payload
  let admin: TestUser
  let before: SiteConfig
  let audio: Awaited<ReturnType<typeof startAudioServer>>
  const cleanup = new Cleanup()
  const made: Sermon[] = []
  const savedAllowlist = env.OUTBOUND_ALLOWED_ORIGINS

  beforeAll(async () => {
    payload = await getTestPayload()
    before = await payload.findGlobal({ slug: slugs.siteConfig })
    admin = await createTestUser(payload, 'admin')
    audio = await startAudioServer({
      '/one.mp3': { bytes: mp3, type: 'audio/mpeg', headAllowed: true },
      // A CDN that refuses HEAD and names the size only in a ranged GET's Content-Range.
      '/two.m4a': { bytes: m4a, type: 'application/octet-stream', headAllowed: false },
    })
    // The fake host is on loopback, which the server never fetches unless the operator allows
    // that exact origin (OUTBOUND_ALLOWED_ORIGINS, read on each fetch; docs/outbound-requests.md).
    Object.assign(env, {
      OUTBOUND_ALLOWED_ORIGINS: [...savedAllowlist, new URL(audio.url('/')).origin],
    })
    const sermons = [
      {
        title: `Sermon Lamps Trimmed ${run}`,
        date: '2030-03-03',
        audioUrl: audio.url('/one.mp3'),
        duration: '31:48',
      },
      {
        title: `Oil for the Journey ${run}`,
        date: '2030-03-10',
        audioUrl: audio.url('/two.m4a'),
        duration: '1:02:03',
      },
      { title: `Video Only ${run}`, date: '2030-03-17' },
      { title: `Missing File ${run}`, date: '2030-03-24', audioUrl: audio.url('/gone.mp3') },
    ]
    for (const sermon of sermons)
      made.push(
        cleanup.track(
          slugs.sermons,
          await payload.create({
            collection: slugs.sermons,
            data: { ...sermon, speaker, series, description: `On waiting & watching ${run}.` },
          }),
        ),
      )
    made.push(
      cleanup.track(
        slugs.sermons,
        await payload.create({
          collection: slugs.sermons,
          data: {
            title: `Another Voice ${run}`,
            speaker: `Deacon Other ${run}`,
            series: `Elsewhere ${run}`,
            date: '2030-03-31',
            audioUrl: audio.url('/one.mp3'),
          },
        }),
      ),
    )
  })

  afterAll(async () => {
    Object.assign(env, { OUTBOUND_ALLOWED_ORIGINS: savedAllowlist })
    await audio.close()
    // The settings first: while they name the test's artwork, its image must still exist.
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...restore
    } = before as SiteConfig & {
      globalType?: string
    }
    delete (restore as { globalType?: string }).globalType
    await payload.updateGlobal({
      slug: slugs.siteConfig,
      data: { ...restore, podcastImageUrl: restore.podcastImageUrl ?? '' },
    })
    await cleanup.run(payload)
    await payload.delete({ collection: slugs.users, id: admin.user.id })
  })

  it('learns each enclosure size and type once, on save, by HEAD or by a ranged GET', async () => {
    expect(made[0]).toMatchObject({ audioBytes: mp3.length, audioType: 'audio/mpeg' })
    // HEAD refused, octet-stream declared: the size from Content-Range, the type from .m4a.
    expect(made[1]).toMatchObject({ audioBytes: m4a.length, audioType: 'audio/x-m4a' })
    expect(made[2]).toMatchObject({ audioBytes: null, audioType: null })
    expect(made[3]).toMatchObject({ audioBytes: null })
  })

  it('learns the facts again when the audio link changes, and not on other edits', async () => {
    const seen = audio.requests()
    const retitled = await payload.update({
      collection: slugs.sermons,
      id: made[0].id,
      data: { title: `Sermon Lamps Trimmed ${run}` },
    })
    expect(audio.requests()).toBe(seen)
    expect(retitled.audioBytes).toBe(mp3.length)
    const moved = await payload.update({
      collection: slugs.sermons,
      id: made[4].id,
      data: { audioUrl: audio.url('/two.m4a') },
    })
    expect(moved).toMatchObject({ audioBytes: m4a.length, audioType: 'audio/x-m4a' })
    await payload.update({
      collection: slugs.sermons,
      id: made[4].id,
      data: { audioUrl: audio.url('/one.mp3') },
    })
  })

  it('checks the podcast artwork on save: a square JPEG or PNG of 1400 to 3000 pixels', async () => {
    const png = async (side: number, height = side) =>
      cleanup.track(
        slugs.media,
        (await storeImage(payload, {
          bytes: await sharp({
            create: { width: side, height, channels: 3, background: '#1e293b' },
          })
            .png()
            .toBuffer(),
          filename: `podcast-art-${side}x${height}-${run}.png`,
          as: admin.user,
        })) as Media,
      )
    const small = await png(1000)
    const oblong = await png(1600, 1400)
    const good = await png(1400)
    const save = (podcastImageUrl: string) =>
      callApi('PUT', '/admin/site-config', {
        cookie: admin.cookie,
        body: {
          churchName: 'Podcast Test Parish',
          primaryColor: '#123456',
          accentColor: '#5b21b6',
          secondaryColor: '#1e293b',
          emailProvider: 'console',
          email: 'rector@podcast.test',
          podcastTitle: `Harbour Sermons ${run}`,
          podcastAuthor: 'The Clergy of Podcast Test Parish',
          podcastDescription: 'Sunday sermons from the harbour.',
          podcastLanguage: 'en-GB',
          podcastImageUrl,
        },
      })
    for (const wrong of [small, oblong]) {
      const refused = await save(`/api/media/${wrong.filename}`)
      expect(refused.status).toBe(400)
      expect(refused.json.errors.podcastImageUrl).toBe(podcastMessages.artworkSize)
    }
    const elsewhere = await save('https://cdn.example.org/art.png')
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.json.errors.podcastImageUrl).toBe(podcastMessages.artworkUpload)
    const saved = await save(`/api/media/${good.filename}`)
    expect(saved.status).toBe(200)
    expect(saved.json.podcastImageUrl).toBe(`/api/media/${good.filename}`)
  })

  it('serves every tag Apple Podcasts lists, read by a podcast parser', async () => {
    const response = await allFeed(new Request(siteUrl(PODCAST_FEED_PATH)))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const text = await response.text()

    const feed = await rss.parseString(text)
    expect(feed.title).toBe(`Harbour Sermons ${run}`)
    expect(feed.itunes).toMatchObject({
      author: 'The Clergy of Podcast Test Parish',
      explicit: 'false',
      owner: { name: 'Podcast Test Parish', email: 'rector@podcast.test' },
      image: expect.stringMatching(/\/api\/media\/podcast-art-1400x1400-/),
      categories: ['Religion & Spirituality'],
    })

    const channel = xml.parse(text).rss.channel
    // Apple's required channel tags...
    expect(channel.title).toBe(`Harbour Sermons ${run}`)
    expect(channel.description).toBe('Sunday sermons from the harbour.')
    expect(channel['itunes:image']['@_href']).toMatch(/^http.*\/api\/media\/podcast-art-1400x1400-/)
    expect(channel.language).toBe('en-GB')
    expect(channel['itunes:category']['@_text']).toBe('Religion & Spirituality')
    expect(channel['itunes:category']['itunes:category']['@_text']).toBe('Christianity')
    expect(String(channel['itunes:explicit'])).toBe('false')
    // ...and the recommended and situational ones.
    expect(channel['itunes:author']).toBe('The Clergy of Podcast Test Parish')
    expect(channel.link).toBe(siteUrl('/sermons'))
    expect(channel['itunes:owner']['itunes:email']).toBe('rector@podcast.test')
    expect(channel['itunes:type']).toBe('episodic')
    expect(channel.copyright).toContain('Podcast Test Parish')
    expect(channel['atom:link']['@_href']).toBe(siteUrl('/podcast.xml'))
    expect(channel['podcast:guid']).toBe(podcastGuid(siteUrl('/podcast.xml')))
    expect(channel['podcast:guid']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )

    const items = (Array.isArray(channel.item) ? channel.item : [channel.item]).filter(
      (item: { title: string }) => String(item.title).endsWith(run),
    )
    // Only sermons whose audio size is known are episodes: not the video-only or missing ones.
    expect(items.map((item: { title: string }) => item.title)).toEqual([
      `Another Voice ${run}`,
      `Oil for the Journey ${run}`,
      `Lamps Trimmed ${run}`,
    ])
    const oil = items[1]
    // Apple's required episode tags...
    expect(oil.enclosure).toEqual({
      '@_url': audio.url('/two.m4a'),
      '@_length': String(m4a.length),
      '@_type': 'audio/x-m4a',
    })
    expect(oil.guid).toEqual({
      '#text': `shoreline-sermon-${made[1].id}`,
      '@_isPermaLink': 'false',
    })
    // ...and the recommended ones.
    expect(new Date(oil.pubDate).toISOString().slice(0, 10)).toBe('2030-03-10')
    expect(oil.description).toBe(`On waiting & watching ${run}.`)
    expect(oil['itunes:duration']).toBe(3723)
    expect(oil.link).toBe(siteUrl(`/sermons/${made[1].id}`))
    expect(String(oil['itunes:explicit'])).toBe('false')
    expect(oil['itunes:author']).toBe(speaker)
    expect(items[2]['itunes:duration']).toBe(1908)

    const parsedItem = feed.items.find((item) => item.title === `Oil for the Journey ${run}`)
    expect(parsedItem?.enclosure).toEqual({
      url: audio.url('/two.m4a'),
      length: String(m4a.length),
      type: 'audio/x-m4a',
    })
  })

  it("says the audio's real length when the file is the site's own, not the typed duration", async () => {
    // The demo MP3s last about 4 seconds; staff typed the service's length.
    const own = cleanup.track(
      slugs.sermons,
      await payload.create({
        collection: slugs.sermons,
        data: {
          title: `Own Audio ${run}`,
          speaker: `Deacon Own ${run}`,
          date: '2030-04-07',
          duration: '31:48',
          audioUrl: `${env.SITE_URL}/audio/demo-sermon-2.mp3`,
        },
      }),
    )
    expect(own.audioSeconds).toBe(4)
    const feed = await rss.parseString(
      await (await allFeed(new Request(siteUrl(PODCAST_FEED_PATH)))).text(),
    )
    const item = feed.items.find((entry) => entry.title === `Own Audio ${run}`)
    expect(itunesDuration(item)).toBe('4')
    // A link elsewhere is not downloaded to be measured: the typed duration stands.
    expect(made[0].audioSeconds ?? null).toBeNull()
    expect(itunesDuration(feed.items.find((entry) => entry.title === `Lamps Trimmed ${run}`))).toBe(
      '1908',
    )
  })

  it('never fetches audio while serving, and answers 304 to a repeat poll', async () => {
    const seen = audio.requests()
    const first = await allFeed(new Request(siteUrl(PODCAST_FEED_PATH)))
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^".+"$/)
    const again = await allFeed(
      new Request(siteUrl(PODCAST_FEED_PATH), { headers: { 'if-none-match': etag } }),
    )
    expect(again.status).toBe(304)
    expect(audio.requests()).toBe(seen)
  })

  it('has one feed per series and per speaker, with only their sermons', async () => {
    const seriesResponse = await get(
      seriesFeed,
      seriesFeedPath(series),
      fileOf(seriesFeedPath(series)),
    )
    expect(seriesResponse.status).toBe(200)
    const seriesParsed = await rss.parseString(await seriesResponse.text())
    expect(seriesParsed.title).toBe(`Harbour Sermons ${run}: ${series}`)
    expect(seriesParsed.items.map((item) => item.title)).toEqual([
      `Oil for the Journey ${run}`,
      `Lamps Trimmed ${run}`,
    ])
    expect(seriesParsed['podcast:guid']).toBe(podcastGuid(siteUrl(seriesFeedPath(series))))

    // The speaker's name has an accent: the slug folds it, and the feed still finds the speaker.
    expect(speakerFeedPath(speaker)).toBe(`/podcast/speakers/the-rev-elise-marlow-${run}.xml`)
    const speakerResponse = await get(
      speakerFeed,
      speakerFeedPath(speaker),
      fileOf(speakerFeedPath(speaker)),
    )
    const speakerParsed = await rss.parseString(await speakerResponse.text())
    expect(speakerParsed.items).toHaveLength(2)
    const authors = speakerParsed.items.map(
      (item) => (item as { itunes?: { author?: string } }).itunes?.author,
    )
    expect(authors).toEqual([speaker, speaker])
  })

  it('answers 404 for a series or speaker that does not exist, or a malformed file name', async () => {
    for (const file of [`nobody-${run}.xml`, `${slugify(series)}.rss`, '..%2Fpodcast.xml']) {
      const response = await get(seriesFeed, `/podcast/series/${file}`, file)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('No such podcast feed.')
    }
  })
})
