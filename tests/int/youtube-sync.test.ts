import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { YOUTUBE_DEFAULTS } from '@/lib/site-config'
import { slugs } from '@/lib/slugs'

import { FakeYoutubeApi, fakeThumbnailUrl, type FakeVideo } from '../fakes/youtube-api'
import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUser, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)
const videoId = (name: string) => `${name}-${run}`
const playlistId = (name: string) => `PL${name}${run}`

/** A finished sermon video; published on a Sunday morning in New York. */
const sermonVideo = (name: string, change: Partial<FakeVideo> = {}): FakeVideo => ({
  id: videoId(name),
  title: `Sermon ${name} ${run}`,
  description: `About ${name}.`,
  publishedAt: '2026-03-01T15:30:00Z',
  duration: 'PT31M48S',
  liveBroadcastContent: 'none',
  ...change,
})

describe('YouTube sync', () => {
  let payload: Payload
  let admin: TestUser
  let fake: FakeYoutubeApi
  const savedEnv = { key: env.YOUTUBE_API_KEY, root: env.YOUTUBE_API_ROOT }

  // env is read once at import (src/env.ts); the routes read it per call, so the tests point it here.
  const pointYoutubeAt = (root: string | undefined, key: string | undefined) => {
    Object.assign(env, { YOUTUBE_API_ROOT: root, YOUTUBE_API_KEY: key })
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    admin = await createTestUser(payload, 'admin')
    fake = await FakeYoutubeApi.start()
  })
  afterEach(async () => {
    fake.reset()
    pointYoutubeAt(fake.url, fake.apiKey)
    for (const collection of [slugs.sermons, slugs.liveStreams] as const) {
      await payload.delete({ collection, where: { youtubeVideoId: { contains: run } } })
    }
    await payload.delete({
      collection: slugs.youtubeConfigs,
      where: { channelId: { contains: run } },
    })
  })
  afterAll(async () => {
    pointYoutubeAt(savedEnv.root, savedEnv.key)
    await fake.stop()
    await payload.delete({ collection: slugs.users, id: admin.user.id })
  })
  beforeAll(() => pointYoutubeAt(fake.url, fake.apiKey))

  const syncPlaylist = (body: Record<string, unknown>) =>
    callApi('POST', '/admin/youtube/sync-playlist', { body, cookie: admin.cookie })

  const sermonsFor = async (ids: string[]) =>
    (
      await payload.find({
        collection: slugs.sermons,
        where: { youtubeVideoId: { in: ids } },
        sort: 'youtubeVideoId',
        limit: 100,
      })
    ).docs

  const storedCount = async () =>
    (
      await payload.count({
        collection: slugs.sermons,
        where: { youtubeVideoId: { contains: run } },
      })
    ).totalDocs +
    (
      await payload.count({
        collection: slugs.liveStreams,
        where: { youtubeVideoId: { contains: run } },
      })
    ).totalDocs

  describe('POST /api/admin/youtube/sync-playlist into sermons', () => {
    it('creates sermons with the video fields, the parsed speaker and scripture, and counts', async () => {
      fake.addPlaylist(playlistId('Sermons'), [
        sermonVideo('shepherd', {
          title: `The Good Shepherd ${run} | Rev. Sarah Collins | John 10:1-18`,
          description: 'Jesus knows his sheep.',
          duration: 'PT1H2M3S',
          thumbnailSizes: ['default', 'medium', 'high', 'standard', 'maxres'],
          // 01:30 UTC on Monday is still Sunday evening in the church's time zone.
          publishedAt: '2026-03-09T01:30:00Z',
        }),
        sermonVideo('plain', {
          description: 'Speaker: Canon Margaret Ellis\n\nScriptures Referenced:\nMark 16:1-8',
          thumbnailSizes: ['default', 'medium', 'high'],
        }),
        sermonVideo('nobody', { description: 'Welcome to worship.' }),
        sermonVideo('private', { privacyStatus: 'private' }),
        sermonVideo('gone', { deleted: true }),
      ])

      const { status, json } = await syncPlaylist({
        playlistId: playlistId('Sermons'),
        type: 'sermons',
      })

      expect(status).toBe(200)
      expect(json).toMatchObject({ created: 3, updated: 0, skipped: 2 })
      expect(json.message).toBe('Synced sermons: created 3, updated 0, skipped 2')
      const [nobody, plain, shepherd] = await sermonsFor([
        videoId('shepherd'),
        videoId('plain'),
        videoId('nobody'),
      ])
      expect(shepherd).toMatchObject({
        title: `The Good Shepherd ${run}`,
        speaker: 'Rev. Sarah Collins',
        scripture: 'John 10:1-18',
        date: '2026-03-08',
        duration: '1:02:03',
        youtubeUrl: `https://www.youtube.com/watch?v=${videoId('shepherd')}`,
        thumbnailUrl: fakeThumbnailUrl(videoId('shepherd'), 'maxres'),
        description: 'Jesus knows his sheep.',
      })
      expect(plain).toMatchObject({
        speaker: 'Canon Margaret Ellis',
        scripture: 'Mark 16:1-8',
        date: '2026-03-01',
        duration: '31:48',
        thumbnailUrl: fakeThumbnailUrl(videoId('plain'), 'high'),
      })
      expect(nobody).toMatchObject({ speaker: YOUTUBE_DEFAULTS.defaultSpeaker })
      expect(nobody.scripture ?? null).toBeNull()
      expect(await storedCount()).toBe(3)
    })

    it("asks videos.list for all the videos' details in one call", async () => {
      fake.addPlaylist(playlistId('Batch'), [sermonVideo('one'), sermonVideo('two')])
      await syncPlaylist({ playlistId: playlistId('Batch'), type: 'sermons' })
      const videoCalls = fake.requests.filter((url) => url.pathname === '/youtube/v3/videos')
      expect(videoCalls).toHaveLength(1)
      expect(videoCalls[0].searchParams.getAll('id').sort()).toEqual(
        [videoId('one'), videoId('two')].sort(),
      )
      expect(videoCalls[0].searchParams.getAll('part')).toEqual(
        expect.arrayContaining(['snippet', 'contentDetails', 'liveStreamingDetails']),
      )
    })

    it('accepts the playlist link staff paste instead of its id', async () => {
      fake.addPlaylist(playlistId('Link'), [sermonVideo('linked')])
      const { status, json } = await syncPlaylist({
        playlistId: `https://www.youtube.com/playlist?list=${playlistId('Link')}`,
        type: 'sermons',
      })
      expect(status).toBe(200)
      expect(json.created).toBe(1)
    })

    it('updates on a re-sync and never duplicates; unchanged videos are skipped', async () => {
      fake.addPlaylist(playlistId('Again'), [sermonVideo('first'), sermonVideo('second')])
      const body = { playlistId: playlistId('Again'), type: 'sermons' }
      expect((await syncPlaylist(body)).json).toMatchObject({ created: 2, updated: 0, skipped: 0 })

      expect((await syncPlaylist(body)).json).toMatchObject({ created: 0, updated: 0, skipped: 2 })

      fake.updateVideo(videoId('first'), { title: `Renamed ${run}`, duration: 'PT40M' })
      expect((await syncPlaylist(body)).json).toMatchObject({ created: 0, updated: 1, skipped: 1 })
      expect(await storedCount()).toBe(2)
      const [first] = await sermonsFor([videoId('first')])
      expect(first).toMatchObject({ title: `Renamed ${run}`, duration: '40:00' })
    })

    it('never re-creates or changes a sermon staff moved to the trash', async () => {
      fake.addPlaylist(playlistId('Trashed'), [sermonVideo('binned'), sermonVideo('kept')])
      const body = { playlistId: playlistId('Trashed'), type: 'sermons' }
      expect((await syncPlaylist(body)).json).toMatchObject({ created: 2 })
      const [binned] = await sermonsFor([videoId('binned')])
      const deleted = await callApi('DELETE', `/admin/sermons/${binned.id}`, {
        cookie: admin.cookie,
      })
      expect(deleted.status).toBe(200)

      fake.updateVideo(videoId('binned'), { title: `Renamed on YouTube ${run}` })
      expect((await syncPlaylist(body)).json).toMatchObject({ created: 0, updated: 0, skipped: 2 })
      expect(await sermonsFor([videoId('binned')])).toEqual([])
      const inTrash = await payload.find({
        collection: slugs.sermons,
        where: { youtubeVideoId: { equals: videoId('binned') } },
        trash: true,
      })
      expect(inTrash.docs.map((doc) => doc.title)).toEqual([binned.title])
      await payload.delete({ collection: slugs.sermons, id: binned.id, trash: true })
    })

    it("keeps staff's speaker, scripture, series and tags through a re-sync", async () => {
      fake.addPlaylist(playlistId('Edits'), [
        sermonVideo('edited', { title: `Grace ${run} | Rev. Parsed Name | Romans 5:1-5` }),
      ])
      const body = { playlistId: playlistId('Edits'), type: 'sermons' }
      await syncPlaylist(body)
      const [synced] = await sermonsFor([videoId('edited')])
      await payload.update({
        collection: slugs.sermons,
        id: synced.id,
        data: {
          speaker: 'The Rev. Staff Choice',
          scripture: 'Ephesians 2:8-9',
          series: `Grace ${run}`,
          tags: ['grace', 'faith'],
        },
      })

      fake.updateVideo(videoId('edited'), {
        title: `Amazing Grace ${run} | Rev. Parsed Name | Romans 5:1-5`,
        description: 'New description from YouTube.',
      })
      const { json } = await syncPlaylist(body)

      expect(json).toMatchObject({ created: 0, updated: 1 })
      const [after] = await sermonsFor([videoId('edited')])
      expect(after).toMatchObject({
        title: `Amazing Grace ${run}`,
        description: 'New description from YouTube.',
        speaker: 'The Rev. Staff Choice',
        scripture: 'Ephesians 2:8-9',
        series: `Grace ${run}`,
        tags: ['grace', 'faith'],
      })
    })

    it('adopts a sermon typed in by hand with the same video link instead of copying it', async () => {
      const typed = await payload.create({
        collection: slugs.sermons,
        data: {
          title: `Typed ${run}`,
          speaker: 'Typed Speaker',
          date: '2026-03-01',
          youtubeUrl: `https://youtu.be/${videoId('typed')}`,
        },
      })
      fake.addPlaylist(playlistId('Typed'), [sermonVideo('typed')])

      const { json } = await syncPlaylist({ playlistId: playlistId('Typed'), type: 'sermons' })

      expect(json).toMatchObject({ created: 0, updated: 1 })
      const adopted = await payload.findByID({ collection: slugs.sermons, id: typed.id })
      expect(adopted).toMatchObject({ youtubeVideoId: videoId('typed'), speaker: 'Typed Speaker' })
      await payload.delete({ collection: slugs.sermons, id: typed.id })
    })

    it('reads every page of the playlist, up to maxResults', async () => {
      fake.maxPageSize = 2
      fake.addPlaylist(
        playlistId('Pages'),
        ['a', 'b', 'c', 'd', 'e'].map((name) => sermonVideo(`page${name}`)),
      )

      const all = await syncPlaylist({ playlistId: playlistId('Pages'), type: 'sermons' })
      expect(all.json).toMatchObject({ created: 5 })
      const pages = fake.requests.filter((url) => url.pathname === '/youtube/v3/playlistItems')
      expect(pages).toHaveLength(3)
      expect(pages[1].searchParams.get('pageToken')).toBeTruthy()

      await afterEachCleanup()
      fake.maxPageSize = 2
      fake.addPlaylist(
        playlistId('Pages'),
        ['a', 'b', 'c', 'd', 'e'].map((name) => sermonVideo(`page${name}`)),
      )
      const three = await syncPlaylist({
        playlistId: playlistId('Pages'),
        type: 'sermons',
        maxResults: 3,
      })
      expect(three.json).toMatchObject({ created: 3 })
      expect(await storedCount()).toBe(3)
    })
  })

  /** The same cleanup as afterEach, for a test that runs two scenarios. */
  const afterEachCleanup = async () => {
    fake.reset()
    for (const collection of [slugs.sermons, slugs.liveStreams] as const) {
      await payload.delete({ collection, where: { youtubeVideoId: { contains: run } } })
    }
  }

  describe('POST /api/admin/youtube/sync-playlist into live streams', () => {
    const liveNow = sermonVideo('live', {
      title: `Sunday Eucharist ${run}`,
      duration: 'P0D',
      liveBroadcastContent: 'live',
      liveStreamingDetails: { actualStartTime: '2026-03-15T14:30:00Z' },
    })

    it('maps live status, duration and date, and skips broadcasts not yet started', async () => {
      fake.addPlaylist(playlistId('Live'), [
        liveNow,
        sermonVideo('recorded', {
          title: `Evensong ${run}`,
          duration: 'PT1H8M15S',
          liveStreamingDetails: {
            actualStartTime: '2026-03-08T22:00:00Z',
            actualEndTime: '2026-03-08T23:08:15Z',
          },
        }),
        sermonVideo('upcoming', {
          liveBroadcastContent: 'upcoming',
          duration: 'P0D',
          liveStreamingDetails: { scheduledStartTime: '2026-03-22T14:30:00Z' },
        }),
      ])
      const body = { playlistId: playlistId('Live'), type: 'live_streams' }

      const { status, json } = await syncPlaylist(body)

      expect(status).toBe(200)
      expect(json).toMatchObject({ created: 2, updated: 0, skipped: 1 })
      const { docs } = await payload.find({
        collection: slugs.liveStreams,
        where: { youtubeVideoId: { contains: run } },
        sort: 'date',
      })
      expect(docs).toHaveLength(2)
      expect(docs[0]).toMatchObject({
        title: `Evensong ${run}`,
        isLive: false,
        duration: '1:08:15',
        date: '2026-03-08',
        // 22:00 UTC on the day New York moved its clocks forward: 6 PM there.
        startTime: '18:00',
        youtubeUrl: `https://www.youtube.com/watch?v=${videoId('recorded')}`,
        thumbnailUrl: fakeThumbnailUrl(videoId('recorded'), 'standard'),
      })
      expect(docs[1]).toMatchObject({
        title: `Sunday Eucharist ${run}`,
        isLive: true,
        date: '2026-03-15',
        startTime: '10:30',
      })
      expect(docs[1].duration ?? null).toBeNull()

      // The broadcast ends: a re-sync records it as recorded, with its length.
      fake.updateVideo(liveNow.id, {
        liveBroadcastContent: 'none',
        duration: 'PT1H15M22S',
        liveStreamingDetails: {
          actualStartTime: '2026-03-15T14:30:00Z',
          actualEndTime: '2026-03-15T15:45:22Z',
        },
      })
      expect((await syncPlaylist(body)).json).toMatchObject({ created: 0, updated: 1, skipped: 2 })
      const ended = await payload.find({
        collection: slugs.liveStreams,
        where: { youtubeVideoId: { equals: liveNow.id } },
      })
      expect(ended.docs[0]).toMatchObject({ isLive: false, duration: '1:15:22' })
    })
  })

  describe('errors: a clear message and nothing stored', () => {
    const prepare = () =>
      fake.addPlaylist(playlistId('Errors'), [sermonVideo('err1'), sermonVideo('err2')])
    const body = () => ({ playlistId: playlistId('Errors'), type: 'sermons' })

    it('says when the API key is not configured', async () => {
      prepare()
      pointYoutubeAt(fake.url, undefined)
      const { status, json } = await syncPlaylist(body())
      expect(status).toBe(503)
      expect(json.message).toMatch(/^YouTube API key is not configured/)
      expect(fake.requests).toHaveLength(0)
      expect(await storedCount()).toBe(0)
    })

    it('says when YouTube refuses the key', async () => {
      prepare()
      pointYoutubeAt(fake.url, 'wrong-key')
      const { status, json } = await syncPlaylist(body())
      expect(status).toBe(503)
      expect(json.message).toBe('YouTube refused the API key. Check YOUTUBE_API_KEY on the server.')
      expect(await storedCount()).toBe(0)
    })

    it('reports an exceeded quota', async () => {
      prepare()
      fake.failure = { reason: 'quotaExceeded' }
      const { status, json } = await syncPlaylist(body())
      expect(status).toBe(429)
      expect(json.message).toBe('YouTube quota exceeded. Try again tomorrow.')
      expect(await storedCount()).toBe(0)
    })

    it('stores nothing when the quota runs out after the playlist was read', async () => {
      prepare()
      fake.failure = { reason: 'quotaExceeded', only: 'videos' }
      const { status } = await syncPlaylist(body())
      expect(status).toBe(429)
      expect(fake.requests.some((url) => url.pathname.endsWith('/playlistItems'))).toBe(true)
      expect(await storedCount()).toBe(0)
    })

    it('reports a playlist YouTube does not know', async () => {
      const { status, json } = await syncPlaylist({
        playlistId: 'PLnoSuchPlaylist',
        type: 'sermons',
      })
      expect(status).toBe(404)
      expect(json.message).toBe(
        'YouTube playlist PLnoSuchPlaylist was not found. Check the ID, and that it is public or unlisted.',
      )
    })

    it('reports YouTube failing on its side', async () => {
      prepare()
      fake.failure = { reason: 'backendError' }
      const { status, json } = await syncPlaylist(body())
      expect(status).toBe(502)
      expect(json.message).toBe(
        'YouTube answered with an error (503: Backend Error). Try again later.',
      )
      expect(await storedCount()).toBe(0)
    })

    it('reports a network failure when YouTube cannot be reached', async () => {
      const down = await FakeYoutubeApi.start()
      const downUrl = down.url
      await down.stop()
      pointYoutubeAt(downUrl, down.apiKey)
      const { status, json } = await syncPlaylist(body())
      expect(status).toBe(502)
      expect(json.message).toBe(
        "Could not reach YouTube. Check the server's internet connection and try again.",
      )
      expect(await storedCount()).toBe(0)
    })

    it.each([0, 51, 2.5, 'many'])(
      'refuses maxResults %s with the field message',
      async (maxResults) => {
        const { status, json } = await syncPlaylist({ ...body(), maxResults })
        expect(status).toBe(400)
        expect(json.errors).toEqual({ maxResults: 'Max results must be between 1 and 50' })
        expect(fake.requests).toHaveLength(0)
      },
    )

    it('refuses a missing playlist id and an unknown type', async () => {
      const { status, json } = await syncPlaylist({ playlistId: ' ', type: 'podcasts' })
      expect(status).toBe(400)
      expect(json.errors).toEqual({
        playlistId: 'Playlist ID is required',
        type: 'Type must be sermons or live_streams',
      })
    })
  })

  describe('channel configs and POST /api/admin/youtube/sync', () => {
    const channelId = `UC${run}channel`

    const saveConfig = (body: unknown) =>
      callApi('POST', '/admin/youtube-configs', { body, cookie: admin.cookie })

    it('saves, lists, changes and deletes a channel config', async () => {
      const created = await saveConfig({ channelId })
      expect(created.status).toBe(200)
      expect(created.json).toMatchObject({ channelId, maxResults: 20 })

      const list = await callApi('GET', '/youtube-configs', { cookie: admin.cookie })
      expect(list.json.map((config: { channelId: string }) => config.channelId)).toContain(
        channelId,
      )

      const changed = await callApi('PUT', `/admin/youtube-configs/${created.json.id}`, {
        body: { channelId, maxResults: 5 },
        cookie: admin.cookie,
      })
      expect(changed.json).toMatchObject({ maxResults: 5 })

      const removed = await callApi('DELETE', `/admin/youtube-configs/${created.json.id}`, {
        cookie: admin.cookie,
      })
      expect(removed.json.message).toBe('Item deleted successfully')
    })

    it.each([0, 51])('refuses a config with maxResults %s', async (maxResults) => {
      const { status, json } = await saveConfig({ channelId, maxResults })
      expect(status).toBe(400)
      expect(json.errors).toEqual({ maxResults: 'Max results must be between 1 and 50' })
    })

    it('refuses a config without a channel id', async () => {
      const { status, json } = await saveConfig({ maxResults: 10 })
      expect(status).toBe(400)
      expect(json.errors).toEqual({ channelId: 'Channel ID is required' })
    })

    it("syncs the channel's uploads playlist, as many as its config allows", async () => {
      fake.channels.set(channelId, playlistId('Uploads'))
      fake.addPlaylist(
        playlistId('Uploads'),
        ['u1', 'u2', 'u3'].map((name) => sermonVideo(name)),
      )
      await saveConfig({ channelId, maxResults: 2 })

      const { status, json } = await callApi('POST', '/admin/youtube/sync', {
        body: { channelId },
        cookie: admin.cookie,
      })

      expect(status).toBe(200)
      expect(json).toMatchObject({ created: 2, updated: 0, skipped: 0 })
      const channelCall = fake.requests.find((url) => url.pathname === '/youtube/v3/channels')
      expect(channelCall?.searchParams.get('id')).toBe(channelId)
      expect(await storedCount()).toBe(2)
    })

    it('asks staff to save a channel before syncing it', async () => {
      const { status, json } = await callApi('POST', '/admin/youtube/sync', {
        body: { channelId },
        cookie: admin.cookie,
      })
      expect(status).toBe(404)
      expect(json.message).toBe(
        `Channel ${channelId} is not saved yet. Save it as a channel config first.`,
      )
    })

    it('reports a channel YouTube does not know', async () => {
      await saveConfig({ channelId })
      const { status, json } = await callApi('POST', '/admin/youtube/sync', {
        body: { channelId },
        cookie: admin.cookie,
      })
      expect(status).toBe(404)
      expect(json.message).toMatch(new RegExp(`^YouTube channel ${channelId} was not found`))
    })
  })

  describe('site configuration', () => {
    it("gives staff the church's playlist settings, and never visitors", async () => {
      const staff = await callApi('GET', '/site-config', { cookie: admin.cookie })
      expect(staff.json).toMatchObject({
        youtubeSermonsPlaylistId: expect.any(String),
        youtubeLiveStreamsPlaylistId: expect.any(String),
        youtubeDefaultSpeaker: expect.any(String),
      })
      const visitor = await callApi('GET', '/site-config')
      expect(visitor.json).not.toHaveProperty('youtubeSermonsPlaylistId')
    })

    it('reports whether the API key is configured, without revealing it', async () => {
      const { json } = await callApi('GET', '/admin/youtube/status', { cookie: admin.cookie })
      expect(json).toEqual({ apiKeyConfigured: true })
    })
  })
})
