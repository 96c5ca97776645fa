import { randomUUID } from 'node:crypto'

import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { getTestPayload } from './helpers/payload'
import { createTestUser, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)

type Case = {
  path: string
  collection: CollectionSlug
  label: string
  valid: Record<string, unknown>
  change: Record<string, unknown>
  invalid: Record<string, unknown>
  errors: Record<string, string>
  defaults?: Record<string, unknown>
}

const cases: Case[] = [
  {
    path: 'sermons',
    collection: slugs.sermons,
    label: 'Sermon',
    valid: {
      title: `Admin sermon ${run}`,
      speaker: 'The Rev. Test',
      date: '2030-03-03',
      tags: ['hope'],
    },
    change: { title: `Admin sermon ${run} (edited)`, speaker: 'The Rev. Test', date: '2030-03-10' },
    invalid: { title: ' ', speaker: '', date: '', youtubeUrl: 'not a link' },
    errors: {
      title: 'Title is required',
      speaker: 'Speaker is required',
      date: 'Date is required',
      youtubeUrl: 'Please enter a valid URL',
    },
  },
  {
    path: 'events',
    collection: slugs.events,
    label: 'Event',
    valid: {
      title: `Admin event ${run}`,
      date: '2030-04-01',
      startTime: '18:00',
      imageUrl: '/images/a.svg',
    },
    change: { title: `Admin event ${run} (edited)`, date: '2030-04-02' },
    invalid: { title: '', date: '2030-02-30', imageUrl: 'ftp://x', externalUrl: 'nope' },
    errors: {
      title: 'Title is required',
      date: 'Date must be YYYY-MM-DD',
      imageUrl: 'Please enter a valid URL or upload an image',
      externalUrl: 'Please enter a valid URL',
    },
  },
  {
    path: 'sunday-services',
    collection: slugs.sundayServices,
    label: 'Sunday service',
    valid: { date: '2030-05-05', time: '10:30', location: `Sanctuary ${run}` },
    change: { date: '2030-05-05', time: '09:00', location: `Sanctuary ${run}`, isLive: true },
    invalid: { date: '', time: '' },
    errors: { date: 'Date is required', time: 'Time is required' },
    defaults: { isLive: false },
  },
  {
    path: 'featured-content',
    collection: slugs.featuredContent,
    label: 'Featured content',
    valid: { type: 'video', contentId: `fc-${run}`, youtubeUrl: 'https://youtu.be/AAAAAAAAAAA' },
    change: { type: 'sermon', contentId: `fc-${run}`, isActive: false },
    invalid: { type: 'podcast', contentId: '' },
    errors: { type: 'Type must be video, sermon or event', contentId: 'Content ID is required' },
    defaults: { isActive: true },
  },
]

describe('admin writes', () => {
  let payload: Payload
  let admin: TestUser
  const cleanup = new Cleanup()

  beforeAll(async () => {
    payload = await getTestPayload()
    admin = await createTestUser(payload, 'admin')
    cleanup.track(slugs.users, admin.user)
  })
  afterAll(() => cleanup.run(payload))

  const count = (collection: CollectionSlug, where: Record<string, unknown>) =>
    payload.count({ collection, where: where as never }).then(({ totalDocs }) => totalDocs)

  describe.each(cases)(
    '/api/admin/$path',
    ({ path, collection, label, valid, change, invalid, errors, defaults }) => {
      it('creates with POST (201), updates with PUT and deletes with DELETE', async () => {
        const created = await callApi('POST', `/admin/${path}`, {
          body: valid,
          cookie: admin.cookie,
        })
        expect(created.status).toBe(201)
        expect(created.json).toMatchObject({ ...valid, ...defaults })
        const id = created.json.id
        cleanup.track(collection, { id })

        const updated = await callApi('PUT', `/admin/${path}/${id}`, {
          body: change,
          cookie: admin.cookie,
        })
        expect(updated.status).toBe(200)
        expect(updated.json).toMatchObject(change)
        expect(await payload.findByID({ collection, id })).toMatchObject(change)

        const deleted = await callApi('DELETE', `/admin/${path}/${id}`, { cookie: admin.cookie })
        expect(deleted.status).toBe(200)
        expect(deleted.json).toEqual({ message: 'Item deleted successfully' })
        expect(await payload.findByID({ collection, id, disableErrors: true })).toBeNull()
      })

      it('refuses a bad body with the required messages and stores nothing', async () => {
        const before = await payload.count({ collection })
        const { status, json } = await callApi('POST', `/admin/${path}`, {
          body: invalid,
          cookie: admin.cookie,
        })
        expect(status).toBe(400)
        expect(json.errors).toEqual(errors)
        expect((await payload.count({ collection })).totalDocs).toBe(before.totalDocs)
      })

      it('answers PUT and DELETE of a missing item with 404', async () => {
        const put = await callApi('PUT', `/admin/${path}/999999999`, {
          body: valid,
          cookie: admin.cookie,
        })
        expect(put.status).toBe(404)
        expect(put.json).toEqual({ message: `${label} not found` })
        expect(
          (await callApi('DELETE', `/admin/${path}/999999999`, { cookie: admin.cookie })).status,
        ).toBe(404)
      })
    },
  )

  it('DELETE /api/admin/live-streams/:id deletes a stream (the livestreams tab’s delete)', async () => {
    const stream = await payload.create({
      collection: slugs.liveStreams,
      data: { title: `Stream ${run}`, date: '2030-01-01' },
    })
    const { status } = await callApi('DELETE', `/admin/live-streams/${stream.id}`, {
      cookie: admin.cookie,
    })
    expect(status).toBe(200)
    expect(await count(slugs.liveStreams, { id: { equals: stream.id } })).toBe(0)
  })

  it('PUT /api/admin/contact-messages/:id and visitor-requests/:id set the status, and refuse others', async () => {
    const message = cleanup.track(
      slugs.contactMessages,
      await payload.create({
        collection: slugs.contactMessages,
        data: {
          firstName: 'A',
          lastName: 'B',
          email: `m-${run}@test.shoreline.test`,
          subject: 's',
          message: 'm',
        },
      }),
    )
    for (const status of ['responded', 'archived', 'new']) {
      const answer = await callApi('PUT', `/admin/contact-messages/${message.id}`, {
        body: { status },
        cookie: admin.cookie,
      })
      expect(answer.json.status).toBe(status)
    }
    const refused = await callApi('PUT', `/admin/contact-messages/${message.id}`, {
      body: { status: 'visited' },
      cookie: admin.cookie,
    })
    expect(refused.status).toBe(400)
    expect(refused.json.errors).toEqual({ status: 'Status must be new, responded or archived' })

    const visit = cleanup.track(
      slugs.visitorRequests,
      await payload.create({
        collection: slugs.visitorRequests,
        data: {
          fullName: 'A B',
          email: `v-${run}@test.shoreline.test`,
          phone: '2075550100',
          numberOfKids: '1',
        },
      }),
    )
    for (const status of ['contacted', 'visited']) {
      const answer = await callApi('PUT', `/admin/visitor-requests/${visit.id}`, {
        body: { status },
        cookie: admin.cookie,
      })
      expect(answer.json.status).toBe(status)
    }
    expect(
      (
        await callApi('PUT', `/admin/visitor-requests/${visit.id}`, {
          body: { status: 'archived' },
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(400)
  })
})
