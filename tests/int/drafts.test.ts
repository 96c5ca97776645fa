import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadEvent } from '@/app/(site)/events/[id]/load-event'
import { loadSermon } from '@/app/(site)/sermons/[id]/load-sermon'
import { GET as eventsIcs } from '@/app/events.ics/route'
import { GET as podcastFeed } from '@/app/podcast.xml/route'
import { PODCAST_FEED_PATH } from '@/lib/podcast-urls'
import { getSermonsQuerySchema } from '@/lib/schemas/sermons'
import { slugs } from '@/lib/slugs'
import { listUpcomingEvents } from '@/server/events/list-events'
import { renderSitemap } from '@/server/seo/sitemap'
import { listSermons } from '@/server/sermons/list-sermons'
import { distinctSermonValues } from '@/server/sermons/sermon-facets'
import { siteUrl } from '@/server/site-url'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)

type Listed = {
  id: number
  title: string
  publishing: { status: string; publishAt: string | null }
}

describe('drafts: visitors never see a draft or an unpublished change; staff see every state', () => {
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

  const sermonBody = (title: string) => ({
    title: `${title} ${run}`,
    speaker: `Draft Speaker ${run}`,
    date: '2031-06-01',
  })

  /**
   * Gives the sermon a podcast episode, as the audio probe would, so the feed would list it.
   * Written to the row only (not to a version), so it is written again after each publish, which
   * writes the row from the latest version.
   */
  const withAudio = (id: number) =>
    payload.db.pool.query(
      `UPDATE sermons SET audio_url = $1, audio_bytes = 1000, audio_type = 'audio/mpeg' WHERE id = $2`,
      [`https://media.example.org/${run}/${id}.mp3`, id],
    )

  /** Every public place a sermon shows up, and the title each shows. */
  const sermonSightings = async (id: number) => {
    const feed = await (await podcastFeed(new Request(siteUrl(PODCAST_FEED_PATH)))).text()
    const byId = (list: { id: number; title: string }[]) => list.find((doc) => doc.id === id)?.title
    const one = await callApi('GET', `/sermons/${id}`)
    return {
      page: (await loadSermon(String(id)))?.title ?? null,
      api: one.status === 200 ? one.json.title : null,
      list: byId((await callApi('GET', '/sermons')).json) ?? null,
      search: byId((await callApi('GET', `/sermons?search=${run}`)).json) ?? null,
      home: byId(await listSermons(getSermonsQuerySchema.parse({ limit: 1000 }))) ?? null,
      cmsApi:
        (
          await payload.find({
            collection: slugs.sermons,
            where: { id: { equals: id } },
            overrideAccess: false,
          })
        ).docs[0]?.title ?? null,
      feed: feed.includes(`shoreline-sermon-${id}<`),
      sitemap: (await renderSitemap(undefined, 1_000_000))!.includes(
        `<loc>${siteUrl(`/sermons/${id}`)}</loc>`,
      ),
      speakers: (await distinctSermonValues('speaker')).includes(`Draft Speaker ${run}`),
    }
  }

  const hidden = {
    page: null,
    api: null,
    list: null,
    search: null,
    home: null,
    cmsApi: null,
    feed: false,
    sitemap: false,
    speakers: false,
  }

  const shownAs = (title: string) => ({
    page: title,
    api: title,
    list: title,
    search: title,
    home: title,
    cmsApi: title,
    feed: true,
    sitemap: true,
    speakers: true,
  })

  const staffSermon = async (id: number) =>
    ((await asAdmin('GET', `/admin/sermons?search=${run}`)).json as Listed[]).find(
      (doc) => doc.id === id,
    )

  it('a draft sermon is on no public route until it is published', async () => {
    const saved = await asAdmin('POST', '/admin/sermons', {
      ...sermonBody('Draft Sermon'),
      status: 'draft',
    })
    expect(saved.status).toBe(201)
    expect(saved.json.publishing).toEqual({ status: 'draft', publishAt: null, unpublishAt: null })
    const { id } = saved.json
    await withAudio(id)
    expect(await sermonSightings(id)).toEqual(hidden)
    expect(await staffSermon(id)).toMatchObject({ publishing: { status: 'draft' } })

    const published = await asAdmin('PUT', `/admin/sermons/${id}`, {
      ...sermonBody('Draft Sermon'),
      status: 'published',
    })
    expect(published.json.publishing.status).toBe('published')
    await withAudio(id)
    expect(await sermonSightings(id)).toEqual(shownAs(`Draft Sermon ${run}`))
  })

  it('a change saved as a draft never leaks: visitors keep the published sermon until it is published', async () => {
    const created = await asAdmin('POST', '/admin/sermons', sermonBody('Published Title'))
    // The spec's body (no status) publishes at once, as before drafts.
    expect(created.json.publishing.status).toBe('published')
    const { id } = created.json
    await withAudio(id)

    const changed = await asAdmin('PUT', `/admin/sermons/${id}`, {
      ...sermonBody('Changed Title'),
      status: 'draft',
    })
    expect(changed.status).toBe(200)
    expect(changed.json).toMatchObject({
      title: `Changed Title ${run}`,
      publishing: { status: 'changed' },
    })
    expect(await sermonSightings(id)).toEqual(shownAs(`Published Title ${run}`))
    // Staff see (and edit) the change.
    expect(await staffSermon(id)).toMatchObject({
      title: `Changed Title ${run}`,
      publishing: { status: 'changed' },
    })

    // An update that says nothing of drafts (a recording attached) goes into the draft: the
    // published sermon stays as it was, the change is not published with it.
    await payload.update({ collection: slugs.sermons, id, data: { scripture: 'John 3:16' } })
    expect(await sermonSightings(id)).toEqual(shownAs(`Published Title ${run}`))
    expect(await staffSermon(id)).toMatchObject({
      title: `Changed Title ${run}`,
      scripture: 'John 3:16',
      publishing: { status: 'changed' },
    })

    await asAdmin('PUT', `/admin/sermons/${id}`, {
      ...sermonBody('Changed Title'),
      status: 'published',
    })
    await withAudio(id)
    expect(await sermonSightings(id)).toEqual(shownAs(`Changed Title ${run}`))
    expect(await staffSermon(id)).toMatchObject({ publishing: { status: 'published' } })
  })

  it('a draft event is not on /api/events, its page, the calendar feed, the home list or the sitemap', async () => {
    const saved = await asAdmin('POST', '/admin/events', {
      title: `Draft Event ${run}`,
      date: '2031-06-02',
      status: 'draft',
    })
    expect(saved.status).toBe(201)
    const { id } = saved.json
    const sightings = async () => {
      const ics = await (await eventsIcs(new Request(siteUrl('/events.ics')))).text()
      return {
        list: ((await callApi('GET', '/events?limit=1000')).json as { id: number }[]).some(
          (event) => event.id === id,
        ),
        upcoming: (await listUpcomingEvents({ limit: 1000 })).events.some((e) => e.id === id),
        api: (await callApi('GET', `/events/${id}`)).status === 200,
        page: (await loadEvent(String(id))) !== null,
        ics: ics.includes(`Draft Event ${run}`),
        sitemap: (await renderSitemap(undefined, 1_000_000))!.includes(
          `<loc>${siteUrl(`/events/${id}`)}</loc>`,
        ),
      }
    }
    expect(Object.values(await sightings())).not.toContain(true)
    const staff = await asAdmin('GET', `/admin/events?search=${run}`)
    expect(staff.json).toContainEqual(
      expect.objectContaining({ id, publishing: expect.objectContaining({ status: 'draft' }) }),
    )

    await asAdmin('PUT', `/admin/events/${id}`, { title: `Draft Event ${run}`, date: '2031-06-02' })
    expect(Object.values(await sightings())).not.toContain(false)
  })

  it('the staff list says when a draft is scheduled, and refuses a time that cannot be', async () => {
    const publishAt = '2031-12-06T15:00:00.000Z'
    const saved = await asAdmin('POST', '/admin/sermons', {
      ...sermonBody('Scheduled Sermon'),
      status: 'draft',
      publishAt,
      unpublishAt: '2032-01-06T15:00:00Z',
    })
    expect(saved.json.publishing).toEqual({
      status: 'scheduled',
      publishAt,
      unpublishAt: '2032-01-06T15:00:00.000Z',
    })
    expect(await staffSermon(saved.json.id)).toMatchObject({
      publishing: { status: 'scheduled', publishAt },
    })
    expect((await sermonSightings(saved.json.id)).api).toBeNull()
    // Leaving the times out keeps them; publishing now leaves nothing to publish later.
    const kept = await asAdmin('PUT', `/admin/sermons/${saved.json.id}`, {
      ...sermonBody('Scheduled Sermon'),
      status: 'draft',
    })
    expect(kept.json.publishing.publishAt).toBe(publishAt)
    const now = await asAdmin(
      'PUT',
      `/admin/sermons/${saved.json.id}`,
      sermonBody('Scheduled Sermon'),
    )
    expect(now.json.publishing).toMatchObject({ status: 'published', publishAt: null })

    const before = (await asAdmin('GET', `/admin/sermons?search=${run}`)).headers.get(
      'x-total-count',
    )
    const badTime = await asAdmin('POST', '/admin/sermons', {
      ...sermonBody('Bad Time'),
      status: 'draft',
      publishAt: 'next sunday',
    })
    expect(badTime.status).toBe(400)
    expect(JSON.stringify(badTime.json)).toContain('Publish time must be a date and time')
    const backwards = await asAdmin('POST', '/admin/sermons', {
      ...sermonBody('Backwards'),
      status: 'draft',
      publishAt: '2031-12-06T15:00:00Z',
      unpublishAt: '2031-12-01T15:00:00Z',
    })
    expect(backwards).toMatchObject({
      status: 400,
      json: { message: 'The unpublish time must be after the publish time' },
    })
    const badStatus = await asAdmin('POST', '/admin/sermons', {
      ...sermonBody('Bad Status'),
      status: 'hidden',
    })
    expect(badStatus.status).toBe(400)
    const after = (await asAdmin('GET', `/admin/sermons?search=${run}`)).headers.get(
      'x-total-count',
    )
    expect(after).toBe(before)
  })

  it('an item saved before drafts existed (no version) is edited and drafted as any other', async () => {
    const old = await payload.create({
      collection: slugs.events,
      data: { title: `Old Event ${run}`, date: '2031-06-03' },
    })
    await payload.db.pool.query('DELETE FROM _events_v WHERE parent_id = $1', [old.id])
    expect((await callApi('GET', `/events/${old.id}`)).status).toBe(200)
    const staff = await asAdmin('GET', `/admin/events?search=Old Event ${run}`)
    expect(staff.json[0]).toMatchObject({ id: old.id, publishing: { status: 'published' } })
    const drafted = await asAdmin('PUT', `/admin/events/${old.id}`, {
      title: `Old Event Renamed ${run}`,
      date: '2031-06-03',
      status: 'draft',
    })
    expect(drafted.json).toMatchObject({ publishing: { status: 'changed' } })
    expect((await callApi('GET', `/events/${old.id}`)).json.title).toBe(`Old Event ${run}`)
  })

  it('an update that says nothing of drafts leaves a draft sermon a draft', async () => {
    const saved = await asAdmin('POST', '/admin/sermons', {
      ...sermonBody('Quiet Draft'),
      status: 'draft',
    })
    await payload.update({
      collection: slugs.sermons,
      id: saved.json.id,
      data: { audioUrl: 'https://media.example.org/quiet.mp3' },
    })
    expect((await callApi('GET', `/sermons/${saved.json.id}`)).status).toBe(404)
    expect(await staffSermon(saved.json.id)).toMatchObject({ publishing: { status: 'draft' } })
  })

  it('the staff lists refuse anonymous (401) and non-staff (403) callers', async () => {
    for (const path of ['/admin/sermons', '/admin/events']) {
      expect((await callApi('GET', path)).status).toBe(401)
      expect((await callApi('GET', path, { cookie: users.member.cookie })).status).toBe(403)
    }
  })
})
