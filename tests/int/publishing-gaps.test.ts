import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import type { PublishingCollection } from '@/server/publishing/schedule-store'

import { FakeYoutubeApi, type FakeVideo } from '../fakes/youtube-api'
import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)

type Listed = { id: number; publishing: { status: string } } & Record<string, unknown>

/**
 * The gaps docs/publishing.md once listed as not built: a pending draft change survives the trash
 * (and never reaches the site on restore), the staff search finds an item by its draft, and a
 * re-sync compares a video with the sermon as last saved.
 */
describe('publishing: a draft change through the trash, the staff search and the YouTube re-sync', () => {
  let payload: Payload
  let users: Record<'admin', TestUser>
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    ;({ users, remove: removeUsers } = await createTestUsers(payload, ['admin']))
  })
  afterAll(async () => {
    for (const collection of [slugs.sermons, slugs.events] as const) {
      await payload.delete({ collection, where: { title: { contains: run } }, trash: true })
    }
    await payload.delete({
      collection: slugs.sundayServices,
      where: { location: { contains: run } },
      trash: true,
    })
    await payload.delete({
      collection: slugs.featuredContent,
      where: { contentId: { contains: run } },
      trash: true,
    })
    await removeUsers()
  })

  const asAdmin = (method: string, path: string, body?: unknown) =>
    callApi(method, path, { cookie: users.admin.cookie, body })

  /** A YouTube id of this run: 11 characters. */
  const videoId = (suffix: string) => `${run}${suffix}`.slice(0, 11)

  /** Each kind in the trash with drafts: a body with its text, and the field that shows it. */
  const kinds: {
    kind: PublishingCollection
    field: string
    body: (text: string) => Record<string, unknown>
  }[] = [
    {
      kind: 'sermons',
      field: 'title',
      body: (text) => ({ title: `${text} ${run}`, speaker: 'Trash Draft', date: '2031-07-05' }),
    },
    {
      kind: 'events',
      field: 'title',
      body: (text) => ({ title: `${text} ${run}`, date: '2031-07-06' }),
    },
    {
      kind: 'sunday-services',
      field: 'location',
      body: (text) => ({ date: '2039-09-04', time: '10:30', location: `${text} ${run}` }),
    },
    {
      kind: 'featured-content',
      field: 'title',
      body: (text) => ({
        type: 'video',
        contentId: `fc-trash-${run}`,
        title: `${text} ${run}`,
        youtubeUrl: `https://www.youtube.com/watch?v=${videoId('t')}`,
      }),
    },
  ]

  /** What a visitor reads of the item (its collection's read access): the field, or null. */
  const visitorSees = async (kind: PublishingCollection, id: number, field: string) => {
    const { docs } = await payload.find({
      collection: kind,
      where: { id: { equals: id } },
      overrideAccess: false,
    })
    return (docs[0] as unknown as Record<string, unknown> | undefined)?.[field] ?? null
  }

  /** The item in the staff list (GET /api/admin/<kind>), as staff see it. */
  const staffSees = async (kind: PublishingCollection, id: number, search: string) => {
    const list = (await asAdmin('GET', `/admin/${kind}?search=${encodeURIComponent(search)}`))
      .json as Listed[]
    return list.find((item) => item.id === id)
  }

  describe('restoring from the trash an item with a pending draft change', () => {
    it.each(kinds)(
      '$kind: the site shows what was published, the change is still a draft',
      async ({ kind, field, body }) => {
        const created = await asAdmin('POST', `/admin/${kind}`, body('Published Text'))
        expect(created.status).toBe(201)
        const { id } = created.json as { id: number }
        const changed = await asAdmin('PUT', `/admin/${kind}/${id}`, {
          ...body('Draft Text'),
          status: 'draft',
        })
        expect(changed.json.publishing.status).toBe('changed')

        expect((await asAdmin('DELETE', `/admin/${kind}/${id}`)).status).toBe(200)
        expect(await visitorSees(kind, id, field)).toBeNull()
        const restored = await asAdmin('POST', `/admin/trash/${kind}/${id}/restore`)
        expect(restored.status).toBe(200)

        expect(await visitorSees(kind, id, field)).toBe(`Published Text ${run}`)
        expect(await staffSees(kind, id, run)).toMatchObject({
          [field]: `Draft Text ${run}`,
          publishing: { status: 'changed' },
        })

        // The draft is the change staff made: publishing it puts it on the site.
        const published = await asAdmin('PUT', `/admin/${kind}/${id}`, {
          ...body('Draft Text'),
          status: 'published',
        })
        expect(published.json).toMatchObject({ publishing: { status: 'published' } })
        expect(await visitorSees(kind, id, field)).toBe(`Draft Text ${run}`)
        expect(await staffSees(kind, id, run)).toMatchObject({
          publishing: { status: 'published' },
        })
      },
    )

    it("clear-all's bulk move to the trash keeps a pending change a draft too", async () => {
      const created = await asAdmin('POST', '/admin/sermons', kinds[0].body('Cleared Published'))
      const { id } = created.json as { id: number }
      await asAdmin('PUT', `/admin/sermons/${id}`, {
        ...kinds[0].body('Cleared Draft'),
        status: 'draft',
      })
      // Clear-all's own write (src/server/admin/clear-all.ts), a bulk update by a query, here
      // narrowed to this sermon so the rest of the database stays as it is.
      const { errors } = await payload.update({
        collection: slugs.sermons,
        where: { id: { equals: id } },
        data: { deletedAt: new Date().toISOString() },
        depth: 0,
        overrideAccess: false,
        user: users.admin.user,
      })
      expect(errors).toEqual([])
      expect(await visitorSees('sermons', id, 'title')).toBeNull()
      await asAdmin('POST', `/admin/trash/sermons/${id}/restore`)

      expect(await visitorSees('sermons', id, 'title')).toBe(`Cleared Published ${run}`)
      expect(await staffSees('sermons', id, run)).toMatchObject({
        title: `Cleared Draft ${run}`,
        publishing: { status: 'changed' },
      })
    })
  })

  describe('the Sermons tab search reads each sermon as last saved', () => {
    it('finds a sermon by its draft change, and not by published words the draft replaced', async () => {
      const created = await asAdmin('POST', '/admin/sermons', {
        title: `Lighthouse Keeper ${run}`,
        speaker: 'Search Draft',
        date: '2031-07-07',
      })
      const { id } = created.json as { id: number }
      await asAdmin('PUT', `/admin/sermons/${id}`, {
        title: `Harbour Pilot ${run}`,
        speaker: 'Search Draft',
        date: '2031-07-07',
        status: 'draft',
      })
      const found = async (search: string) =>
        (
          (await asAdmin('GET', `/admin/sermons?search=${encodeURIComponent(search)}`))
            .json as Listed[]
        )
          .filter((item) => item.id === id)
          .map((item) => item.title)

      // By the draft's words (full text and a fragment), as the list shows it.
      expect(await found(`Harbour Pilot ${run}`)).toEqual([`Harbour Pilot ${run}`])
      expect(await found(`arbour Pil`)).toEqual([`Harbour Pilot ${run}`])
      // Not by the published title the draft replaced: staff see the sermon as last saved.
      expect(await found(`Lighthouse Keeper ${run}`)).toEqual([])
      // The count says the same as the page.
      const counted = await asAdmin(
        'GET',
        `/admin/sermons?search=${encodeURIComponent(`Harbour Pilot ${run}`)}`,
      )
      expect(counted.headers.get('x-total-count')).toBe('1')
      // Visitors still search what is published.
      const visitors = (
        await callApi('GET', `/sermons?search=${encodeURIComponent(`Lighthouse Keeper ${run}`)}`)
      ).json as { id: number }[]
      expect(visitors.map((sermon) => sermon.id)).toEqual([id])
      const drafted = (
        await callApi('GET', `/sermons?search=${encodeURIComponent(`Harbour Pilot ${run}`)}`)
      ).json as { id: number }[]
      expect(drafted).toEqual([])
    })
    it('lists a page of several sermons, each as its own latest save (drafts read together)', async () => {
      // Three sermons found by one search: two with a pending draft change, one without. The
      // list reads the changed ones' drafts in one query: each must get its own.
      const ids: number[] = []
      for (const [index, name] of [
        'Tidewater Anchor',
        'Tidewater Beacon',
        'Tidewater Cove',
      ].entries()) {
        const created = await asAdmin('POST', '/admin/sermons', {
          title: `${name} ${run}`,
          speaker: 'Search Page',
          date: `2031-08-0${index + 1}`,
        })
        expect(created.status).toBe(201)
        ids.push((created.json as { id: number }).id)
      }
      for (const [index, id] of ids.slice(0, 2).entries()) {
        const changed = await asAdmin('PUT', `/admin/sermons/${id}`, {
          title: `Tidewater Draft ${index + 1} ${run}`,
          speaker: 'Search Page',
          date: `2031-08-0${index + 1}`,
          status: 'draft',
        })
        expect(changed.status).toBe(200)
      }
      const listed = (
        (await asAdmin('GET', `/admin/sermons?search=${encodeURIComponent(`Tidewater ${run}`)}`))
          .json as Listed[]
      ).filter((item) => ids.includes(item.id))
      const byId = new Map(listed.map((item) => [item.id, item]))
      expect(listed).toHaveLength(3)
      expect(byId.get(ids[0])).toMatchObject({
        title: `Tidewater Draft 1 ${run}`,
        _status: 'published',
        publishing: { status: 'changed' },
      })
      expect(byId.get(ids[1])).toMatchObject({
        title: `Tidewater Draft 2 ${run}`,
        _status: 'published',
        publishing: { status: 'changed' },
      })
      expect(byId.get(ids[2])).toMatchObject({
        title: `Tidewater Cove ${run}`,
        _status: 'published',
        publishing: { status: 'published' },
      })
    })
  })

  describe('a re-sync as drafts compares the video with the sermon as last saved', () => {
    let fake: FakeYoutubeApi
    const savedEnv = { key: env.YOUTUBE_API_KEY, root: env.YOUTUBE_API_ROOT }

    beforeAll(async () => {
      fake = await FakeYoutubeApi.start()
      Object.assign(env, { YOUTUBE_API_ROOT: fake.url, YOUTUBE_API_KEY: fake.apiKey })
    })
    afterEach(() => fake.reset())
    afterAll(async () => {
      Object.assign(env, { YOUTUBE_API_ROOT: savedEnv.root, YOUTUBE_API_KEY: savedEnv.key })
      await fake.stop()
    })

    const video = (title: string): FakeVideo => ({
      id: `resync-${run}`,
      title: `${title} ${run}`,
      description: 'A sermon on YouTube.',
      publishedAt: '2026-03-01T15:30:00Z',
      duration: 'PT31M48S',
      liveBroadcastContent: 'none',
    })

    const sync = async (title: string, asDrafts?: true) => {
      const playlistId = `PLResync${run}`
      fake.reset()
      fake.addPlaylist(playlistId, [video(title)])
      const synced = await asAdmin('POST', '/admin/youtube/sync-playlist', {
        playlistId,
        type: 'sermons',
        ...(asDrafts ? { asDrafts } : {}),
      })
      expect(synced.status).toBe(200)
      return synced.json as { created: number; updated: number; skipped: number }
    }

    const versionCount = async (id: number) =>
      (
        await payload.countVersions({
          collection: slugs.sermons,
          where: { parent: { equals: id } },
        })
      ).totalDocs

    it('an unchanged video is skipped and writes no version; a changed one is one draft change', async () => {
      expect(await sync('On YouTube')).toMatchObject({ created: 1 })
      const [sermon] = (
        await payload.find({
          collection: slugs.sermons,
          where: { youtubeVideoId: { equals: `resync-${run}` } },
        })
      ).docs
      expect(await sync('Renamed On YouTube', true)).toMatchObject({ updated: 1, skipped: 0 })
      const versions = await versionCount(sermon.id)

      // The same video again, as drafts or not: the pending draft already has it.
      expect(await sync('Renamed On YouTube', true)).toMatchObject({ updated: 0, skipped: 1 })
      expect(await sync('Renamed On YouTube')).toMatchObject({ updated: 0, skipped: 1 })
      expect(await versionCount(sermon.id)).toBe(versions)
      expect(await staffSees('sermons', sermon.id, run)).toMatchObject({
        title: `Renamed On YouTube ${run}`,
        publishing: { status: 'changed' },
      })
      expect(await visitorSees('sermons', sermon.id, 'title')).toBe(`On YouTube ${run}`)

      // A video changed again is one more draft change; the published title still stands.
      expect(await sync('Renamed Twice', true)).toMatchObject({ updated: 1, skipped: 0 })
      expect(await versionCount(sermon.id)).toBe(versions + 1)
      expect(await visitorSees('sermons', sermon.id, 'title')).toBe(`On YouTube ${run}`)
    })
  })
})
