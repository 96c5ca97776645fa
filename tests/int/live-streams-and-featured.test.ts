import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { startingAt } from '@/server/seed/dates'

import type { FeaturedContent, LiveStream } from '../../payload-types'
import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { getTestPayload } from './helpers/payload'
import { createTestUser, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)

describe('live streams and featured content', () => {
  let payload: Payload
  let admin: TestUser
  const cleanup = new Cleanup()
  const streams: LiveStream[] = []
  const featured: FeaturedContent[] = []

  beforeAll(async () => {
    payload = await getTestPayload()
    admin = await createTestUser(payload, 'admin')
    cleanup.track(slugs.users, admin.user)
    for (const [title, date, isLive] of [
      [`Older ${run}`, '2032-01-04', false],
      [`Newer ${run}`, '2032-01-11', true],
    ] as const) {
      streams.push(
        cleanup.track(
          slugs.liveStreams,
          await payload.create({
            collection: slugs.liveStreams,
            data: {
              title,
              date,
              isLive,
              duration: '1:02:03',
              youtubeUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
            },
          }),
        ),
      )
    }
    for (const isActive of [true, false]) {
      featured.push(
        cleanup.track(
          slugs.featuredContent,
          await payload.create({
            collection: slugs.featuredContent,
            data: {
              type: 'video',
              contentId: `${isActive ? 'on' : 'off'}-${run}`,
              isActive,
              youtubeUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
            },
          }),
        ),
      )
    }
  })
  afterAll(() => cleanup.run(payload))

  it('GET /api/live-streams returns an array, newest first, with isLive', async () => {
    const { status, json } = await callApi('GET', '/live-streams?limit=1000')
    expect(status).toBe(200)
    const ours = (json as LiveStream[]).filter((stream) => stream.title.endsWith(run))
    expect(ours.map(({ title, isLive }) => [title, isLive])).toEqual([
      [`Newer ${run}`, true],
      [`Older ${run}`, false],
    ])
  })

  it('GET /api/live-streams honours limit', async () => {
    expect((await callApi('GET', '/live-streams?limit=1')).json).toHaveLength(1)
  })

  it('GET /api/live-streams/:id returns the stream, or 404', async () => {
    const { json } = await callApi('GET', `/live-streams/${streams[0].id}`)
    expect(json).toMatchObject({ title: `Older ${run}`, duration: '1:02:03', isLive: false })
    const missing = await callApi('GET', '/live-streams/999999999')
    expect(missing.status).toBe(404)
    expect(missing.json).toEqual({ message: 'Service not found' })
  })

  it('GET /api/live-streams says a stream marked live is no longer live once it has ended', async () => {
    const minutesAgo = (minutes: number) =>
      startingAt(new Date(Date.now() - minutes * 60_000), env.TIME_ZONE)
    const create = async (title: string, data: Partial<LiveStream>) =>
      cleanup.track(
        slugs.liveStreams,
        await payload.create({
          collection: slugs.liveStreams,
          data: { title: `${title} ${run}`, isLive: true, ...minutesAgo(10), ...data } as never,
        }),
      )
    const onAir = await create('On air', {})
    const fiveDaysAgo = await create('Five days ago', minutesAgo(5 * 24 * 60))
    const overran = await create('Past its length', { ...minutesAgo(90), duration: '1:08:15' })

    const { json } = await callApi('GET', '/live-streams?limit=1000')
    const isLive = (id: number) => (json as LiveStream[]).find((stream) => stream.id === id)?.isLive
    expect([isLive(onAir.id), isLive(fiveDaysAgo.id), isLive(overran.id)]).toEqual([
      true,
      false,
      false,
    ])
    expect((await callApi('GET', `/live-streams/${onAir.id}`)).json.isLive).toBe(true)
    expect((await callApi('GET', `/live-streams/${fiveDaysAgo.id}`)).json.isLive).toBe(false)
    // The record is left as it was: only what is shown follows the clock.
    const stored = await payload.findByID({ collection: slugs.liveStreams, id: fiveDaysAgo.id })
    expect(stored.isLive).toBe(true)
  })

  it('GET /api/featured-content shows visitors only active items, with type and youtubeUrl', async () => {
    const { json } = await callApi('GET', '/featured-content')
    const ids = (json as FeaturedContent[]).map((item) => item.contentId)
    expect(ids).toContain(`on-${run}`)
    expect(ids).not.toContain(`off-${run}`)
    expect(json.find((item: FeaturedContent) => item.contentId === `on-${run}`)).toMatchObject({
      type: 'video',
      youtubeUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
    })
  })

  it('GET /api/featured-content shows staff inactive items too', async () => {
    const { json } = await callApi('GET', '/featured-content', { cookie: admin.cookie })
    const ids = (json as FeaturedContent[]).map((item) => item.contentId)
    expect(ids).toEqual(expect.arrayContaining([`on-${run}`, `off-${run}`]))
  })
})
