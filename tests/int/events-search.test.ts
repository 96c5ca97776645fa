import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'

import type { Event } from '../../payload-types'
import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { getTestPayload } from './helpers/payload'

const run = `ev${randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 6)}`

describe('GET /api/events: staff search and paging', () => {
  let payload: Payload
  const cleanup = new Cleanup()

  beforeAll(async () => {
    payload = await getTestPayload()
    for (let i = 0; i < 5; i += 1) {
      const doc = await payload.create({
        collection: slugs.events,
        data: {
          title: `Supper ${run} ${i}`,
          date: `2032-0${i + 1}-01`,
          location: i === 2 ? `Boathouse ${run}` : 'Parish Hall',
        },
      })
      cleanup.track(slugs.events, doc)
    }
  })
  afterAll(() => cleanup.run(payload))

  const titles = (events: Event[]) => events.map((event) => event.title)

  it('finds events by words of the title or location', async () => {
    const byLocation = await callApi(
      'GET',
      `/events?search=${encodeURIComponent(`boathouse ${run}`)}`,
    )
    expect(titles(byLocation.json)).toEqual([`Supper ${run} 2`])
    const byTitle = await callApi('GET', `/events?search=${run}`)
    expect(byTitle.headers.get('X-Total-Count')).toBe('5')
  })

  it('pages the results: disjoint pages, newest first, covering them all', async () => {
    const page = async (n: number) =>
      titles((await callApi('GET', `/events?search=${run}&limit=2&page=${n}`)).json)
    const pages = [await page(1), await page(2), await page(3)]
    expect(pages.flat()).toEqual([4, 3, 2, 1, 0].map((i) => `Supper ${run} ${i}`))
    expect(await page(4)).toEqual([])
  })

  it('refuses a bad page with a 400', async () => {
    const { status, json } = await callApi('GET', '/events?page=0')
    expect(status).toBe(400)
    expect(json.message).toMatch(/page must be a whole number/)
  })
})
