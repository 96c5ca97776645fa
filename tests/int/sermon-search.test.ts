import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'
import { sql, sqlFor } from '@/server/db/sql'
import { backfillSermonRefs } from '@/server/sermons/scripture-refs'

import type { Sermon } from '../../payload-types'
import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { getTestPayload } from './helpers/payload'

const run = randomUUID().slice(0, 8)
const speaker = `Search Speaker ${run}`
const block = (...refs: string[]) => ['Scriptures Referenced:', ...refs].join('\n')

const fixtures: Partial<Sermon>[] = [
  { title: `Life in the Spirit ${run}`, scripture: 'Rom 8:1-11', date: '2030-01-06' },
  { title: `Love Is Patient ${run}`, scripture: '1 Corinthians 13:4-7', date: '2030-01-13' },
  { title: `Born Again ${run}`, scripture: 'John 3:1-21', date: '2030-01-20' },
  { title: `The Shepherd ${run}`, scripture: 'Ps 23', date: '2030-01-27' },
  {
    title: `Blessed Are ${run}`,
    scripture: 'Luke 6:20-26',
    date: '2030-02-03',
    description: `On the plain.\n\n${block('Matthew 5:1-12', 'Isaiah 61:1-3')}`,
  },
]

const titles = (sermons: Sermon[]) => sermons.map((sermon) => sermon.title)
const searchFor = async (search: string) => {
  const query = new URLSearchParams({ search, speaker })
  const { status, json } = await callApi('GET', `/sermons?${query}`)
  expect(status).toBe(200)
  return titles(json)
}

describe('scripture-aware sermon search', () => {
  let payload: Payload
  const cleanup = new Cleanup()

  beforeAll(async () => {
    payload = await getTestPayload()
    for (const data of fixtures) {
      cleanup.track(
        slugs.sermons,
        await payload.create({ collection: slugs.sermons, data: { speaker, ...data } as Sermon }),
      )
    }
  })
  afterAll(() => cleanup.run(payload))

  it.each([
    ['Romans 8', `Life in the Spirit ${run}`],
    ['Rom 8:5', `Life in the Spirit ${run}`],
    ['John 3:16', `Born Again ${run}`],
    ['Jn 3', `Born Again ${run}`],
    ['Psalm 23', `The Shepherd ${run}`],
    ['Psalms 23:4', `The Shepherd ${run}`],
    ['1 Cor 13', `Love Is Patient ${run}`],
    ['I Corinthians 13:1-4', `Love Is Patient ${run}`],
    ['1Cor 13:7-8', `Love Is Patient ${run}`],
    // from the description's 'Scriptures Referenced:' block
    ['Matt 5:3', `Blessed Are ${run}`],
    ['Isa 61', `Blessed Are ${run}`],
  ])('"%s" finds %s and nothing else', async (search, title) => {
    expect(await searchFor(search)).toEqual([title])
  })

  it.each(['Romans 9', 'John 3:22', 'Psalm 24', '1 Cor 14', 'Matt 6'])(
    'a passage that overlaps none (%s) finds nothing',
    async (search) => {
      expect(await searchFor(search)).toEqual([])
    },
  )

  it('follows an edit: a changed scripture is found under its new passage only', async () => {
    const { docs } = await payload.find({
      collection: slugs.sermons,
      where: { title: { equals: `The Shepherd ${run}` } },
    })
    await payload.update({
      collection: slugs.sermons,
      id: docs[0].id,
      data: { scripture: 'Ps 121' },
    })
    expect(await searchFor('Psalm 23')).toEqual([])
    expect(await searchFor('Psalm 121:1')).toEqual([`The Shepherd ${run}`])
    await payload.update({
      collection: slugs.sermons,
      id: docs[0].id,
      data: { scripture: 'Ps 23' },
    })
    expect(await searchFor('Psalm 23')).toEqual([`The Shepherd ${run}`])
  })

  it('a draft change is searched by its passage only once it is published', async () => {
    const { docs } = await payload.find({
      collection: slugs.sermons,
      where: { title: { equals: `Love Is Patient ${run}` } },
    })
    const id = docs[0].id
    await payload.update({
      collection: slugs.sermons,
      id,
      draft: true,
      data: { scripture: 'Jonah 2', _status: 'draft' },
    })
    // Visitors search what is published: the draft's passage finds nothing yet.
    expect(await searchFor('Jonah 2:1')).toEqual([])
    expect(await searchFor('1 Cor 13')).toEqual([`Love Is Patient ${run}`])
    await payload.update({
      collection: slugs.sermons,
      id,
      data: { scripture: 'Jonah 2', _status: 'published' },
    })
    expect(await searchFor('Jonah 2:1')).toEqual([`Love Is Patient ${run}`])
    expect(await searchFor('1 Cor 13')).toEqual([])
    await payload.update({
      collection: slugs.sermons,
      id,
      data: { scripture: '1 Corinthians 13:4-7', _status: 'published' },
    })
    expect(await searchFor('1 Cor 13')).toEqual([`Love Is Patient ${run}`])
  })

  it('backfills the references of sermons written with plain SQL', async () => {
    const db = await sqlFor(payload)
    const { rows } = await db.execute(sql`
      INSERT INTO sermons (title, speaker, scripture, date)
      VALUES (${`Raw Insert ${run}`}, ${speaker}, ${'Jonah 1:1-17'}, ${'2030-03-01'})
      RETURNING id`)
    cleanup.track(slugs.sermons, { id: Number((rows[0] as { id: number }).id) })
    expect(await searchFor('Jonah 1')).toEqual([])
    expect(await backfillSermonRefs(db)).toBeGreaterThanOrEqual(1)
    expect(await searchFor('Jonah 1:3')).toEqual([`Raw Insert ${run}`])
  })
})

describe('full-text sermon search', () => {
  let payload: Payload
  const cleanup = new Cleanup()
  const word = `zephyrine${run.replace(/\d/g, '')}`

  beforeAll(async () => {
    payload = await getTestPayload()
    const make = (data: Partial<Sermon>) =>
      payload
        .create({ collection: slugs.sermons, data: { speaker, ...data } as Sermon })
        .then((doc) => cleanup.track(slugs.sermons, doc))
    // The description match is the newer one, so date order alone would put it first.
    await make({
      title: `Quiet Harbour ${run}`,
      date: '2030-05-01',
      description: `A ${word} wind.`,
    })
    await make({ title: `The ${word} Wind ${run}`, date: '2030-04-01', description: 'Calm seas.' })
    await make({ title: `Unrelated ${run}`, date: '2030-06-01', description: 'Nothing here.' })
  })
  afterAll(() => cleanup.run(payload))

  it('ranks a title match above a description match', async () => {
    expect(await searchFor(word)).toEqual([`The ${word} Wind ${run}`, `Quiet Harbour ${run}`])
  })

  it('matches words in any form and any order (stemming, prefixes)', async () => {
    expect(await searchFor(`winds ${word}`)).toEqual([
      `The ${word} Wind ${run}`,
      `Quiet Harbour ${run}`,
    ])
    expect(await searchFor(`harb ${run}`)).toEqual([`Quiet Harbour ${run}`])
  })

  it('matches a fragment inside a word of the title, not of the description', async () => {
    expect(await searchFor(word.slice(2))).toEqual([`The ${word} Wind ${run}`])
  })

  it('ranks a title holding the whole text as typed first, though its words match others too', async () => {
    const advent = (week: number, date: string) =>
      payload
        .create({
          collection: slugs.sermons,
          data: { speaker, title: `Advent ${week} ${word}`, date } as Sermon,
        })
        .then((doc) => cleanup.track(slugs.sermons, doc))
    await advent(1, '2030-11-27')
    await advent(2, '2030-12-04')
    // "1" is no full-text term, so by words alone both match equally and the newer comes first.
    expect(await searchFor(`${word} Advent`)).toEqual([`Advent 2 ${word}`, `Advent 1 ${word}`])
    expect(await searchFor(`Advent 1 ${word}`)).toEqual([`Advent 1 ${word}`, `Advent 2 ${word}`])
  })

  it('treats % and _ as the characters they are', async () => {
    expect(await searchFor('%')).toEqual([])
    expect(await searchFor('_')).toEqual([])
  })
})

describe('paging through sermons', () => {
  let payload: Payload
  const cleanup = new Cleanup()
  const pager = `Pager ${run}`

  beforeAll(async () => {
    payload = await getTestPayload()
    for (let i = 0; i < 7; i += 1) {
      const doc = await payload.create({
        collection: slugs.sermons,
        // Two share a date, so the order must break ties itself.
        data: {
          title: `Paged ${i} ${run}`,
          speaker: pager,
          date: `2029-0${1 + Math.min(i, 5)}-01`,
        },
      })
      cleanup.track(slugs.sermons, doc)
    }
  })
  afterAll(() => cleanup.run(payload))

  const page = async (number: number) => {
    const query = new URLSearchParams({ speaker: pager, limit: '3', page: String(number) })
    const { status, json, headers } = await callApi('GET', `/sermons?${query}`)
    expect(status).toBe(200)
    expect(headers.get('X-Total-Count')).toBe('7')
    return titles(json)
  }

  it('returns disjoint pages that together are the whole set, newest first', async () => {
    const pages = [await page(1), await page(2), await page(3)]
    expect(pages.map((titlesOnPage) => titlesOnPage.length)).toEqual([3, 3, 1])
    const all = pages.flat()
    expect(new Set(all).size).toBe(7)
    const { docs } = await payload.find({
      collection: slugs.sermons,
      where: { speaker: { equals: pager } },
      sort: ['-date', '-id'],
    })
    expect(all).toEqual(titles(docs))
    expect(await page(4)).toEqual([])
  })

  it('pages search results too', async () => {
    const query = (number: number) =>
      new URLSearchParams({ search: 'Paged', speaker: pager, limit: '4', page: String(number) })
    const first = await callApi('GET', `/sermons?${query(1)}`)
    const second = await callApi('GET', `/sermons?${query(2)}`)
    expect(first.headers.get('X-Total-Count')).toBe('7')
    const both = [...titles(first.json), ...titles(second.json)]
    expect(both).toHaveLength(7)
    expect(new Set(both).size).toBe(7)
  })

  it.each(['0', '-1', '1.5', 'x', '10001'])('refuses page=%s with a 400', async (value) => {
    const { status, json } = await callApi('GET', `/sermons?page=${value}`)
    expect(status).toBe(400)
    expect(json.message).toMatch(/page must be a whole number from 1 to 10000/)
  })
})
