import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { publishedForVisitors } from '@/access/published-for-visitors'
import { heroVideoId } from '@/components/home/hero-video-choice'
import { slugs } from '@/lib/slugs'
import { listFeaturedContentJson } from '@/server/featured-content/list-featured-content'
import { publishDue } from '@/server/publishing/publish-on-schedule-task'
import { PUBLISHING_COLLECTIONS } from '@/server/publishing/schedule-store'

import type { FeaturedContent } from '../../payload-types'
import { callApi } from './helpers/api'
import { expiredTagsOf } from './helpers/expired-tags'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)

type Listed = { id: number; publishing: { status: string; publishAt: string | null } }

describe('drafts of Sunday services and featured content: visitors see only what is published', () => {
  let payload: Payload
  let users: Record<'admin' | 'member', TestUser>
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    ;({ users, remove: removeUsers } = await createTestUsers(payload, ['admin', 'member']))
  })
  afterAll(async () => {
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

  /** A video id of this run: YouTube ids are 11 characters. */
  const videoId = (suffix: string) => `${run}${suffix}`.slice(0, 11)

  const serviceBody = (location: string) => ({
    // Later than any other service: first in the public list, which sends 100.
    date: '2039-08-07',
    time: '10:30',
    location: `${location} ${run}`,
  })

  const featuredBody = (title: string, suffix: string) => ({
    type: 'video',
    contentId: `fc-${suffix}-${run}`,
    title: `${title} ${run}`,
    youtubeUrl: `https://www.youtube.com/watch?v=${videoId(suffix)}`,
  })

  /** Every public read of Sunday services, and the location each shows for the item. */
  const serviceSightings = async (id: number) => {
    const locationIn = (list: { id: number; location?: string | null }[]) =>
      list.find((doc) => doc.id === id)?.location ?? null
    const cmsApi = await payload.find({
      collection: slugs.sundayServices,
      where: { id: { equals: id } },
      overrideAccess: false,
    })
    return {
      api: locationIn((await callApi('GET', '/sunday-services')).json),
      // The public list is the same for staff: drafts are in /api/admin/sunday-services only.
      apiAsStaff: locationIn(
        (await callApi('GET', '/sunday-services', { cookie: users.admin.cookie })).json,
      ),
      cmsApi: locationIn(cmsApi.docs),
    }
  }

  const serviceHidden = { api: null, apiAsStaff: null, cmsApi: null }
  const serviceShownAs = (location: string) => ({
    api: `${location} ${run}`,
    apiAsStaff: `${location} ${run}`,
    cmsApi: `${location} ${run}`,
  })

  /** Every public read of featured content: /api, /cms-api and the home page's hero video. */
  const featuredSightings = async (id: number) => {
    const titleIn = (list: { id: number; title?: string | null }[]) =>
      list.find((doc) => doc.id === id)?.title ?? null
    const cmsApi = await payload.find({
      collection: slugs.featuredContent,
      where: { id: { equals: id } },
      overrideAccess: false,
    })
    const home = JSON.parse(await listFeaturedContentJson(true)) as FeaturedContent[]
    return {
      api: titleIn((await callApi('GET', '/featured-content')).json),
      apiAsStaff: titleIn(
        (await callApi('GET', '/featured-content', { cookie: users.admin.cookie })).json,
      ),
      cmsApi: titleIn(cmsApi.docs),
      heroVideo: heroVideoId(home),
    }
  }

  const staffItem = async (path: string, id: number) =>
    ((await asAdmin('GET', `/admin/${path}?limit=1000`)).json as Listed[]).find(
      (doc) => doc.id === id,
    )

  it('both collections have drafts and show visitors only published rows', () => {
    expect(PUBLISHING_COLLECTIONS).toEqual(
      expect.arrayContaining([slugs.sundayServices, slugs.featuredContent]),
    )
    for (const slug of PUBLISHING_COLLECTIONS) {
      const { config } = payload.collections[slug]
      expect(config.versions?.drafts, slug).toBeTruthy()
      expect(config.access.read, slug).toBe(publishedForVisitors)
    }
  })

  it('a draft Sunday service is on no public read until it is published', async () => {
    const saved = await asAdmin('POST', '/admin/sunday-services', {
      ...serviceBody('Draft Hall'),
      status: 'draft',
    })
    expect(saved.status).toBe(201)
    expect(saved.json.publishing).toEqual({ status: 'draft', publishAt: null, unpublishAt: null })
    const { id } = saved.json
    expect(await serviceSightings(id)).toEqual(serviceHidden)
    expect(await staffItem('sunday-services', id)).toMatchObject({
      location: `Draft Hall ${run}`,
      publishing: { status: 'draft' },
    })

    const published = await asAdmin('PUT', `/admin/sunday-services/${id}`, {
      ...serviceBody('Draft Hall'),
      status: 'published',
    })
    expect(published.json.publishing.status).toBe('published')
    expect(await serviceSightings(id)).toEqual(serviceShownAs('Draft Hall'))
  })

  it('a draft featured video is not on /api/featured-content or the home page until it is published', async () => {
    const saved = await asAdmin('POST', '/admin/featured-content', {
      ...featuredBody('Draft Video', 'Drf'),
      status: 'draft',
    })
    expect(saved.status).toBe(201)
    const { id } = saved.json
    const before = await featuredSightings(id)
    expect(before).toMatchObject({ api: null, apiAsStaff: null, cmsApi: null })
    // The newest featured video is the home page's hero, but not while it is a draft.
    expect(before.heroVideo).not.toBe(videoId('Drf'))
    expect(await staffItem('featured-content', id)).toMatchObject({
      publishing: { status: 'draft' },
    })

    await asAdmin('PUT', `/admin/featured-content/${id}`, featuredBody('Draft Video', 'Drf'))
    expect(await featuredSightings(id)).toEqual({
      api: `Draft Video ${run}`,
      apiAsStaff: `Draft Video ${run}`,
      cmsApi: `Draft Video ${run}`,
      heroVideo: videoId('Drf'),
    })
  })

  it('a change saved as a draft never leaks: visitors keep the published service and featured item', async () => {
    // The spec's bodies (no status) publish at once, as before drafts.
    const service = await asAdmin('POST', '/admin/sunday-services', serviceBody('Old Hall'))
    const featured = await asAdmin('POST', '/admin/featured-content', {
      ...featuredBody('Old Video', 'Old'),
    })
    expect([service.json.publishing.status, featured.json.publishing.status]).toEqual([
      'published',
      'published',
    ])
    expect(await serviceSightings(service.json.id)).toEqual(serviceShownAs('Old Hall'))
    expect((await featuredSightings(featured.json.id)).heroVideo).toBe(videoId('Old'))

    const changedService = await asAdmin('PUT', `/admin/sunday-services/${service.json.id}`, {
      ...serviceBody('New Hall'),
      status: 'draft',
    })
    const changedFeatured = await asAdmin('PUT', `/admin/featured-content/${featured.json.id}`, {
      ...featuredBody('New Video', 'New'),
      status: 'draft',
    })
    expect(changedService.json).toMatchObject({
      location: `New Hall ${run}`,
      publishing: { status: 'changed' },
    })
    expect(changedFeatured.json).toMatchObject({
      title: `New Video ${run}`,
      publishing: { status: 'changed' },
    })
    expect(await serviceSightings(service.json.id)).toEqual(serviceShownAs('Old Hall'))
    expect(await featuredSightings(featured.json.id)).toMatchObject({
      api: `Old Video ${run}`,
      apiAsStaff: `Old Video ${run}`,
      cmsApi: `Old Video ${run}`,
      heroVideo: videoId('Old'),
    })
    // Staff see (and edit) the change.
    expect(await staffItem('sunday-services', service.json.id)).toMatchObject({
      location: `New Hall ${run}`,
      publishing: { status: 'changed' },
    })

    // An update that says nothing of drafts goes into the draft, not onto the site.
    await payload.update({
      collection: slugs.sundayServices,
      id: service.json.id,
      data: { isLive: true },
    })
    expect(await serviceSightings(service.json.id)).toEqual(serviceShownAs('Old Hall'))

    await asAdmin('PUT', `/admin/sunday-services/${service.json.id}`, {
      ...serviceBody('New Hall'),
      isLive: true,
      status: 'published',
    })
    await asAdmin('PUT', `/admin/featured-content/${featured.json.id}`, {
      ...featuredBody('New Video', 'New'),
      status: 'published',
    })
    expect(await serviceSightings(service.json.id)).toEqual(serviceShownAs('New Hall'))
    expect(await featuredSightings(featured.json.id)).toMatchObject({
      api: `New Video ${run}`,
      heroVideo: videoId('New'),
    })
  })

  it('the job publishes a scheduled service and unpublishes a featured item at their times, expiring their cache tags', async () => {
    const later = (minutes: number) => new Date(Date.now() + minutes * 60 * 1000).toISOString()
    const service = await asAdmin('POST', '/admin/sunday-services', {
      ...serviceBody('Scheduled Hall'),
      status: 'draft',
      publishAt: later(60),
    })
    expect(service.json.publishing).toMatchObject({ status: 'scheduled' })
    const featured = await asAdmin('POST', '/admin/featured-content', {
      ...featuredBody('Leaving Video', 'Lvg'),
      unpublishAt: later(60),
    })
    expect(featured.json.publishing).toMatchObject({ status: 'published' })
    expect(await serviceSightings(service.json.id)).toEqual(serviceHidden)

    // The clock reaches both times.
    await payload.db.pool.query(
      `UPDATE publishing_schedule
       SET publish_at = CASE WHEN publish_at IS NULL THEN NULL ELSE now() - interval '1 second' END,
           unpublish_at = CASE WHEN unpublish_at IS NULL THEN NULL ELSE now() - interval '1 second' END
       WHERE (collection, item_id) IN (('sunday-services', $1), ('featured-content', $2))`,
      [service.json.id, featured.json.id],
    )
    // As inside `next start`: a server process with Next's cache handler, and no request.
    const expired = await expiredTagsOf(async () => {
      expect(await publishDue(payload)).toEqual({ published: 1, unpublished: 1 })
    })
    // The home page's featured list and the services list are cached under these tags.
    expect(expired).toEqual(expect.arrayContaining([slugs.sundayServices, slugs.featuredContent]))
    expect(await serviceSightings(service.json.id)).toEqual(serviceShownAs('Scheduled Hall'))
    expect(await featuredSightings(featured.json.id)).toMatchObject({ api: null, cmsApi: null })
    expect(await staffItem('featured-content', featured.json.id)).toMatchObject({
      publishing: { status: 'draft' },
    })
    expect(await staffItem('sunday-services', service.json.id)).toMatchObject({
      publishing: { status: 'published', publishAt: null },
    })
  })

  it('refuses a bad publishing key with a sentence and stores nothing', async () => {
    const count = async () => (await payload.count({ collection: slugs.featuredContent })).totalDocs
    const before = await count()
    const badTime = await asAdmin('POST', '/admin/featured-content', {
      ...featuredBody('Bad Time', 'Bad'),
      status: 'draft',
      publishAt: 'next sunday',
    })
    expect(badTime.status).toBe(400)
    expect(JSON.stringify(badTime.json)).toContain('Publish time must be a date and time')
    const badStatus = await asAdmin('POST', '/admin/sunday-services', {
      ...serviceBody('Bad Status'),
      status: 'hidden',
    })
    expect(badStatus.status).toBe(400)
    expect(JSON.stringify(badStatus.json)).toContain('Status must be draft or published')
    expect(await count()).toBe(before)
  })

  it('an item saved before drafts existed (no version) is drafted as any other', async () => {
    const old = await payload.create({
      collection: slugs.featuredContent,
      data: { ...featuredBody('Old Item', 'Pre'), type: 'video' },
    })
    await payload.db.pool.query('DELETE FROM _featured_content_v WHERE parent_id = $1', [old.id])
    expect(await staffItem('featured-content', old.id)).toMatchObject({
      publishing: { status: 'published' },
    })
    const drafted = await asAdmin('PUT', `/admin/featured-content/${old.id}`, {
      ...featuredBody('Renamed Item', 'Pre'),
      status: 'draft',
    })
    expect(drafted.json).toMatchObject({ publishing: { status: 'changed' } })
    expect((await featuredSightings(old.id)).api).toBe(`Old Item ${run}`)
  })

  it('the staff lists refuse anonymous (401) and non-staff (403) callers', async () => {
    for (const path of ['/admin/sunday-services', '/admin/featured-content']) {
      expect((await callApi('GET', path)).status).toBe(401)
      expect((await callApi('GET', path, { cookie: users.member.cookie })).status).toBe(403)
    }
  })
})
