import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { daysFrom } from '@/server/seed/dates'
import { todayIn } from '@/lib/time/today'

import type { Event } from '../../payload-types'
import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { getTestPayload } from './helpers/payload'

const run = randomUUID().slice(0, 8)

describe('GET /api/events and /api/events/:id', () => {
  let payload: Payload
  const cleanup = new Cleanup()
  const today = todayIn(env.TIME_ZONE)
  const noon = new Date(`${today}T12:00:00Z`)
  const made: Record<string, Event> = {}

  beforeAll(async () => {
    payload = await getTestPayload()
    const dates = {
      past: daysFrom(-1, noon),
      today,
      soon: daysFrom(1, noon),
      later: daysFrom(30, noon),
    }
    for (const [name, date] of Object.entries(dates)) {
      made[name] = cleanup.track(
        slugs.events,
        await payload.create({
          collection: slugs.events,
          data: { title: `${name} ${run}`, date, startTime: '10:00' },
        }),
      )
    }
  })
  afterAll(() => cleanup.run(payload))

  const ours = (json: Event[]) =>
    json.filter((event) => event.title.endsWith(run)).map((event) => event.title)

  it('with upcoming=true returns today and later, soonest first', async () => {
    const { status, json } = await callApi('GET', '/events?upcoming=true&limit=1000')
    expect(status).toBe(200)
    expect(ours(json)).toEqual([`today ${run}`, `soon ${run}`, `later ${run}`])
  })

  it('without upcoming returns past events too, newest first', async () => {
    const { json } = await callApi('GET', '/events?limit=1000')
    expect(ours(json)).toEqual([`later ${run}`, `soon ${run}`, `today ${run}`, `past ${run}`])
  })

  it('honours limit', async () => {
    const { json } = await callApi('GET', '/events?upcoming=true&limit=2')
    expect(json).toHaveLength(2)
  })

  it('says in X-Total-Count how many exist beyond the limit', async () => {
    const all = await callApi('GET', '/events?limit=1000')
    const upcoming = await callApi('GET', '/events?upcoming=true&limit=1000')
    const limited = await callApi('GET', '/events?limit=1')
    expect(limited.json).toHaveLength(1)
    expect(Number(limited.headers.get('x-total-count'))).toBe(all.json.length)
    expect(Number(upcoming.headers.get('x-total-count'))).toBe(upcoming.json.length)
    expect(upcoming.json.length).toBeLessThan(all.json.length)
  })

  it('refuses a bad upcoming flag with a field message', async () => {
    const { status, json } = await callApi('GET', '/events?upcoming=yes')
    expect(status).toBe(400)
    expect(json.errors).toEqual({ upcoming: 'upcoming must be true or false' })
  })

  it('returns one event with its date as YYYY-MM-DD, and 404 for a missing one', async () => {
    const { status, json } = await callApi('GET', `/events/${made.soon.id}`)
    expect(status).toBe(200)
    expect(json).toMatchObject({
      title: `soon ${run}`,
      date: daysFrom(1, noon),
      startTime: '10:00',
    })
    const missing = await callApi('GET', '/events/999999999')
    expect(missing.status).toBe(404)
    expect(missing.json).toEqual({ message: 'Event not found' })
  })
})
