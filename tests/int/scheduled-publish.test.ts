import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'
import { CACHE_HANDLER_INSTANCE } from '@/server/cache/cache-handler-instance.mjs'
import {
  PUBLISH_ON_SCHEDULE_TASK,
  PUBLISHING_QUEUE,
  publishDue,
} from '@/server/publishing/publish-on-schedule-task'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)

describe('scheduled publishing: the job publishes and unpublishes what is due, once', () => {
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
    await removeUsers()
  })

  const asAdmin = (method: string, path: string, body?: unknown) =>
    callApi(method, path, { cookie: users.admin.cookie, body })

  /** Moves a scheduled time into the past, as if the clock had reached it. */
  const makeDue = (column: 'publish_at' | 'unpublish_at', collection: string, id: number) =>
    payload.db.pool.query(
      `UPDATE publishing_schedule SET ${column} = now() - interval '1 second'
       WHERE collection = $1 AND item_id = $2`,
      [collection, id],
    )

  const scheduleEvent = async (title: string) => {
    const saved = await asAdmin('POST', '/admin/events', {
      title: `${title} ${run}`,
      date: '2031-07-01',
      status: 'draft',
      publishAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    })
    expect(saved.json.publishing.status).toBe('scheduled')
    return saved.json.id as number
  }

  const isPublic = async (id: number) => (await callApi('GET', `/events/${id}`)).status === 200

  it('publishes a scheduled event when its time comes, and not before', async () => {
    const id = await scheduleEvent('Scheduled Event')
    expect(await publishDue(payload)).toEqual({ published: 0, unpublished: 0 })
    expect(await isPublic(id)).toBe(false)

    await makeDue('publish_at', 'events', id)
    expect((await publishDue(payload)).published).toBe(1)
    expect(await isPublic(id)).toBe(true)
    const listed = await asAdmin('GET', `/admin/events?search=${run}`)
    expect(listed.json.find((event: { id: number }) => event.id === id).publishing).toEqual({
      status: 'published',
      publishAt: null,
      unpublishAt: null,
    })
  })

  it("publishes a published sermon's scheduled change, and unpublishes a sermon at its time", async () => {
    const body = { title: `Live Sermon ${run}`, speaker: 'Pastor Kim', date: '2031-07-02' }
    const created = await asAdmin('POST', '/admin/sermons', {
      ...body,
      unpublishAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    })
    const { id } = created.json
    await asAdmin('PUT', `/admin/sermons/${id}`, {
      ...body,
      title: `Renamed Sermon ${run}`,
      status: 'draft',
      publishAt: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
    })
    const publicTitle = async () => {
      const read = await callApi('GET', `/sermons/${id}`)
      return read.status === 200 ? read.json.title : null
    }
    expect(await publicTitle()).toBe(`Live Sermon ${run}`)

    await makeDue('publish_at', 'sermons', id)
    await publishDue(payload)
    expect(await publicTitle()).toBe(`Renamed Sermon ${run}`)

    await makeDue('unpublish_at', 'sermons', id)
    expect(await publishDue(payload)).toEqual({ published: 0, unpublished: 1 })
    expect(await publicTitle()).toBeNull()
    const listed = await asAdmin('GET', `/admin/sermons?search=${run}`)
    expect(listed.json.find((sermon: { id: number }) => sermon.id === id).publishing.status).toBe(
      'draft',
    )
  })

  it('two runners ticking at once (two server instances) publish an item once', async () => {
    const id = await scheduleEvent('Raced Event')
    await makeDue('publish_at', 'events', id)
    const versionsBefore = await payload.countVersions({
      collection: slugs.events,
      where: { parent: { equals: id } },
    })
    const results = await Promise.allSettled([publishDue(payload), publishDue(payload)])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled'])
    const published = results.map((result) =>
      result.status === 'fulfilled' ? result.value.published : -1,
    )
    expect(published.reduce((sum, count) => sum + count, 0)).toBe(1)
    // One publish made one new version, not two.
    const versionsAfter = await payload.countVersions({
      collection: slugs.events,
      where: { parent: { equals: id } },
    })
    expect(versionsAfter.totalDocs - versionsBefore.totalDocs).toBe(1)
    expect(await isPublic(id)).toBe(true)
  })

  it('expires the cache tags through the cache handler when it runs outside a request', async () => {
    const id = await scheduleEvent('Revalidated Event')
    await makeDue('publish_at', 'events', id)
    const expired: unknown[] = []
    const holder = globalThis as { [CACHE_HANDLER_INSTANCE]?: unknown }
    const runtime = process.env.NEXT_RUNTIME
    // As inside `next start`: a server process with Next's cache handler, and no request.
    process.env.NEXT_RUNTIME = 'nodejs'
    holder[CACHE_HANDLER_INSTANCE] = {
      revalidateTag: async (tags: string[], durations: unknown) => {
        expired.push([tags, durations])
      },
    }
    try {
      expect((await publishDue(payload)).published).toBe(1)
    } finally {
      if (runtime === undefined) delete process.env.NEXT_RUNTIME
      else process.env.NEXT_RUNTIME = runtime
      delete holder[CACHE_HANDLER_INSTANCE]
    }
    expect(expired).toContainEqual([['events'], { expire: 0 }])
  })

  it('runs as a task on the publishing queue (its name is in the job enums)', async () => {
    const id = await scheduleEvent('Queued Event')
    await makeDue('publish_at', 'events', id)
    await payload.jobs.queue({ task: PUBLISH_ON_SCHEDULE_TASK, queue: PUBLISHING_QUEUE, input: {} })
    await payload.jobs.run({ queue: PUBLISHING_QUEUE })
    expect(await isPublic(id)).toBe(true)
    expect(payload.config.jobs.autoRun).toContainEqual({
      cron: '*/10 * * * * *',
      queue: PUBLISHING_QUEUE,
      limit: 1,
      silent: true,
    })
  })
})
