import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { loadEvent } from '@/app/(site)/events/[id]/load-event'
import { loadSermon } from '@/app/(site)/sermons/[id]/load-sermon'
import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { readPreviewDoc } from '@/server/preview/read-preview-doc'
import { staffPreviewer } from '@/server/preview/staff-previewer'

import { FakeYoutubeApi, type FakeVideo } from '../fakes/youtube-api'
import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)

/** What Next sets when draft mode is turned on; any value: the session decides, not the cookie. */
const BYPASS_COOKIE = '__prerender_bypass=0123456789abcdef'

/** A page request as a browser on the site sends it (Payload reads a session only so). */
const pageHeaders = (cookie?: string) =>
  new Headers({ 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) })

describe('preview: staff see a draft on its public page; visitors never do', () => {
  let payload: Payload
  let users: Record<'admin' | 'member', TestUser>
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    ;({ users, remove: removeUsers } = await createTestUsers(payload, ['admin', 'member']))
  })
  afterAll(async () => {
    for (const collection of [slugs.sermons, slugs.events] as const) {
      await payload.delete({ collection, where: { title: { contains: run } }, trash: true })
    }
    await removeUsers()
  })

  const asAdmin = (method: string, path: string, body?: unknown) =>
    callApi(method, path, { cookie: users.admin.cookie, body })

  const draftEvent = async (title: string) => {
    const saved = await asAdmin('POST', '/admin/events', {
      title: `${title} ${run}`,
      date: '2031-08-01',
      status: 'draft',
    })
    expect(saved.status).toBe(201)
    return saved.json.id as number
  }

  /** The staff member previewing a page request, as the pages ask (previewingStaff). */
  const previewerFor = (draftModeEnabled: boolean, cookie?: string) =>
    staffPreviewer(payload, { draftModeEnabled, headers: pageHeaders(cookie) })

  describe('GET /api/admin/preview', () => {
    it('is refused to anonymous callers (401) and members (403), as JSON for scripts', async () => {
      const id = await draftEvent('Refused Event')
      const path = `/admin/preview?collection=events&id=${id}`
      const anonymous = await callApi('GET', path)
      expect(anonymous.status).toBe(401)
      expect(anonymous.json.message).toMatch(/Unauthorized/)
      const member = await callApi('GET', path, { cookie: users.member.cookie })
      expect(member.status).toBe(403)
      expect(member.json.message).toMatch(/Forbidden/)
    })

    it('answers a browser visit by someone not logged in with a page saying so, not JSON', async () => {
      const id = await draftEvent('Browser Event')
      const { status, headers, bytes } = await callApi(
        'GET',
        `/admin/preview?collection=events&id=${id}`,
        {
          headers: { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml' },
          skipContractCheck: true,
        },
      )
      expect(status).toBe(401)
      expect(headers.get('content-type')).toMatch(/^text\/html/)
      const html = bytes.toString('utf8')
      expect(html).toContain('<h1>Unauthorized: please log in</h1>')
      expect(html).toContain('href="/login?next=/admin"')
      const member = await callApi('GET', `/admin/preview?collection=events&id=${id}`, {
        cookie: users.member.cookie,
        headers: { 'sec-fetch-mode': 'navigate' },
        skipContractCheck: true,
      })
      expect(member.status).toBe(403)
      expect(member.bytes.toString('utf8')).toContain('<h1>Forbidden: staff only</h1>')
    })

    it("sends staff to the item's own public page, never to a path they name", async () => {
      const eventId = await draftEvent('Redirected Event')
      const event = await asAdmin('GET', `/admin/preview?collection=events&id=${eventId}`)
      expect(event.status).toBe(303)
      expect(event.headers.get('location')).toBe(`/events/${eventId}`)
      expect(event.headers.get('cache-control')).toBe('no-store')

      const sermon = await asAdmin('POST', '/admin/sermons', {
        title: `Redirected Sermon ${run}`,
        speaker: 'Pastor Kim',
        date: '2031-08-02',
        status: 'draft',
      })
      const toSermon = await asAdmin(
        'GET',
        `/admin/preview?collection=sermons&id=${sermon.json.id}`,
      )
      expect(toSermon.headers.get('location')).toBe(`/sermons/${sermon.json.id}`)
    })

    it('refuses an unknown item, a trashed one and a collection without drafts, storing nothing', async () => {
      const missing = await asAdmin('GET', '/admin/preview?collection=events&id=2147483000')
      expect(missing.status).toBe(404)
      expect(missing.json.message).toBe('Event not found')

      const id = await draftEvent('Trashed Event')
      await asAdmin('DELETE', `/admin/events/${id}`)
      expect((await asAdmin('GET', `/admin/preview?collection=events&id=${id}`)).status).toBe(404)

      const groups = await asAdmin('GET', '/admin/preview?collection=groups&id=1')
      expect(groups.status).toBe(400)
      expect(groups.json.errors).toEqual({
        collection: 'Collection must be sermons, events or featured-content',
      })
      const noId = await asAdmin('GET', '/admin/preview?collection=events&id=abc')
      expect(noId.status).toBe(400)
      expect(noId.json.errors).toEqual({ id: 'Id must be a whole number' })
    })

    it('exit goes back to the page, and only to a path on this site', async () => {
      const back = await asAdmin(
        'GET',
        `/admin/preview/exit?path=${encodeURIComponent('/events/7')}`,
      )
      expect(back.status).toBe(303)
      expect(back.headers.get('location')).toBe('/events/7')
      for (const away of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
        const refused = await asAdmin('GET', `/admin/preview/exit?path=${encodeURIComponent(away)}`)
        expect(refused.headers.get('location')).toBe('/')
      }
    })
  })

  describe('the public pages read a draft only for staff in draft mode', () => {
    it('a draft event: staff previewing see it; without draft mode, or without a staff session, nobody does', async () => {
      const id = await draftEvent('Previewed Event')
      const staff = await previewerFor(true, `${users.admin.cookie}; ${BYPASS_COOKIE}`)
      expect(staff?.id).toBe(users.admin.user.id)
      expect((await loadEvent(String(id), staff))?.title).toBe(`Previewed Event ${run}`)
      expect(await readPreviewDoc(payload, 'events', id, staff!)).toMatchObject({
        state: 'unpublished',
      })

      // Staff without draft mode see the site as visitors do.
      expect(await previewerFor(false, users.admin.cookie)).toBeNull()
      // A stale or copied bypass cookie with no session, or with a member's: not a previewer.
      expect(await previewerFor(true, BYPASS_COOKIE)).toBeNull()
      expect(await previewerFor(true, `${users.member.cookie}; ${BYPASS_COOKIE}`)).toBeNull()
      // ...so the page reads what every visitor reads: nothing.
      expect(await loadEvent(String(id), await previewerFor(true, BYPASS_COOKIE))).toBeNull()
      expect((await callApi('GET', `/events/${id}`)).status).toBe(404)
    })

    it('a published sermon with a draft change: the preview shows the change, visitors keep the published text', async () => {
      const body = { speaker: 'Pastor Kim', date: '2031-08-03' }
      const created = await asAdmin('POST', '/admin/sermons', {
        ...body,
        title: `Published Title ${run}`,
      })
      const { id } = created.json
      const staff = await previewerFor(true, `${users.admin.cookie}; ${BYPASS_COOKIE}`)
      expect(await readPreviewDoc(payload, 'sermons', id, staff!)).toMatchObject({
        state: 'unchanged',
      })
      await asAdmin('PUT', `/admin/sermons/${id}`, {
        ...body,
        title: `Draft Title ${run}`,
        status: 'draft',
      })

      expect((await loadSermon(String(id), staff))?.title).toBe(`Draft Title ${run}`)
      expect(await readPreviewDoc(payload, 'sermons', id, staff!)).toMatchObject({
        state: 'changed',
      })
      // Right after the preview's read, visitors' reads still hold the published sermon: the
      // preview read nothing into a cache they share.
      expect((await loadSermon(String(id)))?.title).toBe(`Published Title ${run}`)
      expect((await callApi('GET', `/sermons/${id}`)).json.title).toBe(`Published Title ${run}`)
      const stale = await previewerFor(true, BYPASS_COOKIE)
      expect((await loadSermon(String(id), stale))?.title).toBe(`Published Title ${run}`)
    })
  })
})

describe('import as drafts: the TSV imports and the YouTube sync publish unless told otherwise', () => {
  let payload: Payload
  let users: Record<'admin', TestUser>
  let removeUsers: () => Promise<void>
  let fake: FakeYoutubeApi
  const savedEnv = { key: env.YOUTUBE_API_KEY, root: env.YOUTUBE_API_ROOT }

  beforeAll(async () => {
    payload = await getTestPayload()
    ;({ users, remove: removeUsers } = await createTestUsers(payload, ['admin']))
    fake = await FakeYoutubeApi.start()
    Object.assign(env, { YOUTUBE_API_ROOT: fake.url, YOUTUBE_API_KEY: fake.apiKey })
  })
  afterEach(() => fake.reset())
  afterAll(async () => {
    Object.assign(env, { YOUTUBE_API_ROOT: savedEnv.root, YOUTUBE_API_KEY: savedEnv.key })
    await fake.stop()
    for (const collection of [slugs.sermons, slugs.events] as const) {
      await payload.delete({ collection, where: { title: { contains: run } }, trash: true })
    }
    await removeUsers()
  })

  const asAdmin = (method: string, path: string, body?: unknown) =>
    callApi(method, path, { cookie: users.admin.cookie, body })

  /** The staff list's state of the items titled with this text. */
  const staffStates = async (collection: 'sermons' | 'events', text: string) =>
    Object.fromEntries(
      (
        (await asAdmin('GET', `/admin/${collection}?search=${encodeURIComponent(text)}`)).json as {
          title: string
          publishing: { status: string }
        }[]
      ).map((item) => [item.title, item.publishing.status]),
    )

  const publicTitles = async (collection: 'sermons' | 'events', text: string) =>
    (
      (await callApi('GET', `/${collection}?search=${encodeURIComponent(text)}`)).json as {
        title: string
      }[]
    )
      .map((item) => item.title)
      .sort()

  it('imported events are drafts with asDrafts, off the site; published as before without it', async () => {
    const drafted = await asAdmin('POST', '/admin/events/bulk-import', {
      data: [{ title: `Drafted Import ${run}`, date: '2031-09-01' }],
      asDrafts: true,
    })
    expect(drafted.status).toBe(200)
    expect(drafted.json).toMatchObject({ imported: 1, message: 'Imported 1 event as drafts' })
    const published = await asAdmin('POST', '/admin/events/bulk-import', {
      data: [{ title: `Published Import ${run}`, date: '2031-09-02' }],
    })
    expect(published.json.message).toBe('Imported 1 event')

    expect(await staffStates('events', `Import ${run}`)).toEqual({
      [`Drafted Import ${run}`]: 'draft',
      [`Published Import ${run}`]: 'published',
    })
    expect(await publicTitles('events', `Import ${run}`)).toEqual([`Published Import ${run}`])
  })

  it('the sermon TSV update with asDrafts saves new sermons as drafts and changes as draft changes', async () => {
    const existing = await asAdmin('POST', '/admin/sermons', {
      title: `Live Sermon ${run}`,
      speaker: 'Before',
      date: '2031-09-03',
    })
    const { status, json } = await asAdmin('POST', '/admin/sermons/bulk-update', {
      data: [
        { id: String(existing.json.id), speaker: 'After' },
        { title: `New Bulk Sermon ${run}`, speaker: 'New', date: '2031-09-04' },
      ],
      asDrafts: true,
    })
    expect(status).toBe(200)
    expect(json).toMatchObject({ updated: 1, created: 1, skipped: 0 })

    expect(await staffStates('sermons', run)).toMatchObject({
      [`Live Sermon ${run}`]: 'changed',
      [`New Bulk Sermon ${run}`]: 'draft',
    })
    const visible = await callApi('GET', `/sermons/${existing.json.id}`)
    expect(visible.json.speaker).toBe('Before')
    expect(await publicTitles('sermons', `Bulk Sermon ${run}`)).toEqual([])

    // Without the flag the same tool publishes, as the spec's clients expect.
    await asAdmin('POST', '/admin/sermons/bulk-update', {
      data: [{ title: `Plain Bulk Sermon ${run}`, speaker: 'New', date: '2031-09-05' }],
    })
    expect(await publicTitles('sermons', `Bulk Sermon ${run}`)).toEqual([
      `Plain Bulk Sermon ${run}`,
    ])
  })

  const video = (name: string): FakeVideo => ({
    id: `${name}-${run}`,
    title: `Synced ${name} ${run}`,
    description: `About ${name}.`,
    publishedAt: '2026-03-01T15:30:00Z',
    duration: 'PT31M48S',
    liveBroadcastContent: 'none',
  })

  it('the YouTube sync with asDrafts makes draft sermons, and never brings back a trashed one', async () => {
    const playlistId = `PLDrafts${run}`
    fake.addPlaylist(playlistId, [video('first'), video('second')])
    const synced = await asAdmin('POST', '/admin/youtube/sync-playlist', {
      playlistId,
      type: 'sermons',
      asDrafts: true,
    })
    expect(synced.status).toBe(200)
    expect(synced.json).toMatchObject({ created: 2, updated: 0, skipped: 0 })
    expect(synced.json.message).toBe('Synced sermons as drafts: created 2, updated 0, skipped 0')
    expect(await staffStates('sermons', `Synced`)).toMatchObject({
      [`Synced first ${run}`]: 'draft',
      [`Synced second ${run}`]: 'draft',
    })
    expect(await publicTitles('sermons', `Synced`)).toEqual([])

    // One goes to the trash; a sync (as drafts or not) leaves it there.
    const [first] = (
      await payload.find({
        collection: slugs.sermons,
        where: { youtubeVideoId: { equals: `first-${run}` } },
        overrideAccess: true,
      })
    ).docs
    await asAdmin('DELETE', `/admin/sermons/${first.id}`)
    fake.reset()
    fake.addPlaylist(playlistId, [video('first'), video('second'), video('third')])
    const again = await asAdmin('POST', '/admin/youtube/sync-playlist', {
      playlistId,
      type: 'sermons',
    })
    expect(again.json).toMatchObject({ created: 1, updated: 0, skipped: 2 })
    expect(await publicTitles('sermons', `Synced`)).toEqual([`Synced third ${run}`])
    const trashed = await payload.findByID({
      collection: slugs.sermons,
      id: first.id,
      trash: true,
      overrideAccess: true,
    })
    expect(trashed.deletedAt).toBeTruthy()
  })

  it('refuses asDrafts for live streams, which have no drafts, storing nothing', async () => {
    const playlistId = `PLStreams${run}`
    fake.addPlaylist(playlistId, [video('stream')])
    const { status, json } = await asAdmin('POST', '/admin/youtube/sync-playlist', {
      playlistId,
      type: 'live_streams',
      asDrafts: true,
    })
    expect(status).toBe(400)
    expect(json.errors).toEqual({
      asDrafts: 'Live streams have no drafts: import as drafts is for sermons only',
    })
    const bad = await asAdmin('POST', '/admin/events/bulk-import', {
      data: [{ title: `Bad Flag ${run}`, date: '2031-09-06' }],
      asDrafts: 'yes',
    })
    expect(bad.status).toBe(400)
    expect(bad.json.errors).toEqual({ asDrafts: 'asDrafts must be true or false' })
  })
})
