import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'

import type { Sermon } from '../../payload-types'
import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { getTestPayload } from './helpers/payload'

const run = randomUUID().slice(0, 8)
const speakerA = `Alice Shore ${run}`
const speakerB = `Bob Harbour ${run}`
const seriesX = `Tides ${run}`

const fixtures = [
  {
    title: `Storm Sermon ${run}`,
    speaker: speakerA,
    series: seriesX,
    date: '2031-01-05',
    scripture: 'Mark 4:35-41',
  },
  {
    title: `Quiet Waters ${run}`,
    speaker: speakerB,
    series: seriesX,
    date: '2031-01-12',
    scripture: 'Psalm 23',
  },
  {
    title: `Nets Cast ${run}`,
    speaker: speakerA,
    series: `Other ${run}`,
    date: '2031-01-19',
    scripture: 'John 21:1-14',
    description: `The breakfast on the beach ${run}-lighthouse`,
  },
]

describe('GET /api/sermons and /api/sermons/:id', () => {
  let payload: Payload
  const cleanup = new Cleanup()
  const made: Sermon[] = []

  beforeAll(async () => {
    payload = await getTestPayload()
    for (const data of fixtures)
      made.push(
        cleanup.track(slugs.sermons, await payload.create({ collection: slugs.sermons, data })),
      )
  })
  afterAll(() => cleanup.run(payload))

  const titles = (json: Sermon[]) => json.map((sermon) => sermon.title)

  it('returns an array, newest first', async () => {
    const { status, json } = await callApi('GET', `/sermons?search=${run}`)
    expect(status).toBe(200)
    expect(Array.isArray(json)).toBe(true)
    expect(titles(json)).toEqual([fixtures[2].title, fixtures[1].title, fixtures[0].title])
  })

  it('searches title, speaker, scripture and description, case-insensitively', async () => {
    expect(titles((await callApi('GET', `/sermons?search=STORM%20SERMON%20${run}`)).json)).toEqual([
      fixtures[0].title,
    ])
    expect(
      titles(
        (await callApi('GET', `/sermons?search=${encodeURIComponent(`bob harbour ${run}`)}`)).json,
      ),
    ).toEqual([fixtures[1].title])
    expect(
      titles(
        (await callApi('GET', `/sermons?search=${encodeURIComponent(`${run}-lighthouse`)}`)).json,
      ),
    ).toEqual([fixtures[2].title])
    const byScripture = (await callApi('GET', '/sermons?search=John%2021')).json
    expect(titles(byScripture)).toContain(fixtures[2].title)
    expect(titles(byScripture)).not.toContain(fixtures[0].title)
  })

  it('filters by speaker and by series exactly', async () => {
    expect(
      titles((await callApi('GET', `/sermons?speaker=${encodeURIComponent(speakerA)}`)).json),
    ).toEqual([fixtures[2].title, fixtures[0].title])
    expect(
      titles((await callApi('GET', `/sermons?series=${encodeURIComponent(seriesX)}`)).json),
    ).toEqual([fixtures[1].title, fixtures[0].title])
  })

  it('filters by an inclusive date range', async () => {
    const { json } = await callApi(
      'GET',
      `/sermons?search=${run}&startDate=2031-01-12&endDate=2031-01-19`,
    )
    expect(titles(json)).toEqual([fixtures[2].title, fixtures[1].title])
  })

  it('combines filters and treats empty ones as unset', async () => {
    const { json } = await callApi(
      'GET',
      `/sermons?search=${run}&speaker=${encodeURIComponent(speakerA)}&series=${encodeURIComponent(seriesX)}&startDate=&endDate=`,
    )
    expect(titles(json)).toEqual([fixtures[0].title])
  })

  it('honours limit', async () => {
    const { json } = await callApi('GET', `/sermons?search=${run}&limit=2`)
    expect(titles(json)).toEqual([fixtures[2].title, fixtures[1].title])
  })

  it('says in X-Total-Count how many match, beyond the limit', async () => {
    const { json, headers } = await callApi('GET', `/sermons?search=${run}&limit=1`)
    expect(json).toHaveLength(1)
    expect(headers.get('x-total-count')).toBe('3')
    const bySpeaker = await callApi('GET', `/sermons?speaker=${encodeURIComponent(speakerA)}`)
    expect(bySpeaker.headers.get('x-total-count')).toBe('2')
  })

  it('returns tags as an array of strings', async () => {
    const tagged = cleanup.track(
      slugs.sermons,
      await payload.create({
        collection: slugs.sermons,
        data: {
          title: `Tagged ${run}`,
          speaker: speakerA,
          date: '2030-06-01',
          tags: ['hope', 'the sea'],
        },
      }),
    )
    const { json } = await callApi('GET', `/sermons/${tagged.id}`)
    expect(json.tags).toEqual(['hope', 'the sea'])
  })

  it('answers bad filters with 400 and a message per field', async () => {
    const { status, json } = await callApi('GET', '/sermons?startDate=yesterday&limit=0')
    expect(status).toBe(400)
    expect(json.errors).toEqual({
      startDate: 'Date must be YYYY-MM-DD',
      limit: 'limit must be a whole number from 1 to 1000',
    })
  })

  it('returns one sermon by id, and 404 for a missing one', async () => {
    const found = await callApi('GET', `/sermons/${made[1].id}`)
    expect(found.status).toBe(200)
    expect(found.json).toMatchObject({
      id: made[1].id,
      title: fixtures[1].title,
      speaker: speakerB,
    })
    const missing = await callApi('GET', '/sermons/999999999')
    expect(missing.status).toBe(404)
    expect(missing.json).toEqual({ message: 'Sermon not found' })
  })
})
