import { randomUUID } from 'node:crypto'

import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { keepSiteConfig } from './helpers/email'
import { getTestPayload } from './helpers/payload'
import { createTestUser, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)

/**
 * Writes accept what reads return (docs/requirements/api.md): for every resource, a GET then a
 * PUT of exactly the body it returned succeeds and changes nothing. The documents are made with
 * their optional fields unset, so the reads carry null for them (the case that used to fail).
 */
type Resource = {
  name: string
  collection: CollectionSlug
  data: Record<string, unknown>
  /** The body a client reads for the document. */
  read: (id: number, cookie: string) => Promise<Record<string, unknown>>
  writePath: (id: number) => string
  /** Whether the resource has an optional field that reads back as null. */
  hasUnsetField?: boolean
}

const fromList = async (path: string, id: number, cookie: string) => {
  const { json } = await callApi('GET', path, { cookie })
  return (json as Record<string, unknown>[]).find((item) => item.id === id)!
}
const one = async (path: string) => (await callApi('GET', path)).json

const resources: Resource[] = [
  {
    name: 'sermons',
    collection: slugs.sermons,
    data: { title: `Round trip ${run}`, speaker: 'The Rev. Test', date: '2031-01-05' },
    read: (id) => one(`/sermons/${id}`),
    writePath: (id) => `/admin/sermons/${id}`,
  },
  {
    name: 'events',
    collection: slugs.events,
    data: { title: `Round trip ${run}`, date: '2031-01-06' },
    read: (id) => one(`/events/${id}`),
    writePath: (id) => `/admin/events/${id}`,
  },
  {
    name: 'Sunday services',
    collection: slugs.sundayServices,
    data: { date: '2031-01-07', time: '10:30' },
    read: (id, cookie) => fromList('/sunday-services', id, cookie),
    writePath: (id) => `/admin/sunday-services/${id}`,
  },
  {
    name: 'featured content',
    collection: slugs.featuredContent,
    data: { type: 'video', contentId: `rt-${run}` },
    read: (id, cookie) => fromList('/featured-content', id, cookie),
    writePath: (id) => `/admin/featured-content/${id}`,
  },
  {
    name: 'live streams',
    collection: slugs.liveStreams,
    data: { title: `Round trip ${run}`, date: '2031-01-08', youtubeVideoId: `rt${run}` },
    read: (id) => one(`/live-streams/${id}`),
    writePath: (id) => `/admin/live-streams/${id}`,
  },
  {
    name: 'YouTube channel configs',
    collection: slugs.youtubeConfigs,
    data: { channelId: `UCroundtrip${run}` },
    read: (id, cookie) => fromList('/youtube-configs', id, cookie),
    writePath: (id) => `/admin/youtube-configs/${id}`,
    hasUnsetField: false,
  },
]

/**
 * What a save itself writes: when, and (for the items with history) who saved it, which is now
 * the admin of the PUT (collections/drafts/changed-by.ts).
 */
const withoutSaveStamp = (doc: object) => ({ ...doc, updatedAt: undefined, changedBy: undefined })

describe('writes accept what reads return', () => {
  let payload: Payload
  let admin: TestUser
  let restoreSiteConfig: () => Promise<unknown>
  const cleanup = new Cleanup()

  beforeAll(async () => {
    payload = await getTestPayload()
    admin = await createTestUser(payload, 'admin')
    cleanup.track(slugs.users, admin.user)
    restoreSiteConfig = await keepSiteConfig(payload)
  })
  afterAll(async () => {
    await restoreSiteConfig()
    await cleanup.run(payload)
  })

  describe.each(resources)('$name', ({ collection, data, read, writePath, hasUnsetField }) => {
    let id: number
    beforeAll(async () => {
      const doc = await payload.create({ collection, data: data as never, depth: 0 })
      id = cleanup.track(collection, doc).id as number
    })

    it('a GET then a PUT of the same body succeeds and changes nothing', async () => {
      const before = await payload.findByID({ collection, id, depth: 0 })
      const body = await read(id, admin.cookie)
      expect(body.id).toBe(id)
      if (hasUnsetField !== false) expect(Object.values(body)).toContain(null)

      const { status, json } = await callApi('PUT', writePath(id), { body, cookie: admin.cookie })
      expect(json).toMatchObject({ id })
      expect(status).toBe(200)
      const after = await payload.findByID({ collection, id, depth: 0 })
      expect(withoutSaveStamp(after)).toEqual(withoutSaveStamp(before))
    })

    it('refuses a key no field has with 400 naming it, and stores nothing', async () => {
      const before = await payload.findByID({ collection, id, depth: 0 })
      const body = { ...(await read(id, admin.cookie)), colour: 'red' }
      const { status, json } = await callApi('PUT', writePath(id), { body, cookie: admin.cookie })
      expect(status).toBe(400)
      expect(json).toEqual({
        message: 'There is no field called colour',
        errors: { colour: 'There is no field called colour' },
      })
      expect(await payload.findByID({ collection, id, depth: 0 })).toEqual(before)
    })
  })

  describe('site config', () => {
    it('a GET then a PUT of the same body succeeds and changes nothing', async () => {
      // Unset optional fields, as a fresh install has them.
      await payload.updateGlobal({
        slug: slugs.siteConfig,
        data: { logoUrl: null, smtpHost: null, tagline: null, smtpPassword: 'kept-secret' },
      })
      const before = await payload.findGlobal({ slug: slugs.siteConfig, depth: 0 })
      const { json: body } = await callApi('GET', '/site-config', { cookie: admin.cookie })
      expect(body.logoUrl).toBeNull()
      expect(body.smtpPasswordSet).toBe(true)

      const { status, json } = await callApi('PUT', '/admin/site-config', {
        body,
        cookie: admin.cookie,
      })
      expect(json).toMatchObject({ churchName: before.churchName })
      expect(status).toBe(200)
      const after = await payload.findGlobal({ slug: slugs.siteConfig, depth: 0 })
      expect(withoutSaveStamp(after)).toEqual(withoutSaveStamp(before))
    })

    it('refuses a key no field has with 400 naming it', async () => {
      const { json: body } = await callApi('GET', '/site-config', { cookie: admin.cookie })
      const { status, json } = await callApi('PUT', '/admin/site-config', {
        body: { ...body, favouriteHymn: 'Abide with me' },
        cookie: admin.cookie,
      })
      expect(status).toBe(400)
      expect(json.errors).toEqual({ favouriteHymn: 'There is no field called favouriteHymn' })
    })
  })

  it('a bad value gets a sentence naming the field, never the library’s wording', async () => {
    const { status, json } = await callApi('POST', '/admin/sermons', {
      body: { title: 42, speaker: ['x'], date: '2031-01-01', tags: 'one', isLive: true },
      cookie: admin.cookie,
    })
    expect(status).toBe(400)
    expect(json.errors).toEqual({
      title: 'Title must be text',
      speaker: 'Speaker must be text',
      tags: 'Tags must be a list',
      isLive: 'There is no field called isLive',
    })
  })
})
