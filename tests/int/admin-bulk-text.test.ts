import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EVENT_TSV_COLUMNS, eventsToTsv, parseEventTsv } from '@/lib/bulk/event-tsv'
import { parseSermonTsv } from '@/lib/bulk/sermon-tsv'
import { slugs } from '@/lib/slugs'
import { inTransaction } from '@/server/admin/in-transaction'

import type { Event } from '../../payload-types'
import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUser, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)

/** The dashboard's path: pasted text → the shared parser → the bulk routes. */
describe('bulk tools fed with pasted text', () => {
  let payload: Payload
  let admin: TestUser

  beforeAll(async () => {
    payload = await getTestPayload()
    admin = await createTestUser(payload, 'admin')
  })
  afterAll(async () => {
    await payload.delete({ collection: slugs.sermons, where: { title: { contains: run } } })
    await payload.delete({ collection: slugs.events, where: { title: { contains: run } } })
    await payload.delete({ collection: slugs.users, id: admin.user.id })
  })

  const post = (path: string, data: unknown[]) =>
    callApi('POST', path, { body: { data }, cookie: admin.cookie })
  const ourEvents = async () =>
    (
      await payload.find({
        collection: slugs.events,
        where: { title: { contains: run } },
        sort: 'title',
        limit: 100,
      })
    ).docs

  it('updates and creates sermons from good text, matched by a lowercased, spaceless header', async () => {
    const existing = await payload.create({
      collection: slugs.sermons,
      data: { title: `Tides ${run}`, speaker: 'Before', date: '2031-03-01' },
    })
    const text = [
      'Title\tDate\tSpeaker\tYouTube URL',
      `Tides ${run}\t2031-03-01\tAfter\thttps://youtu.be/AAAAAAAAAAA`,
      `New ${run}\t2031-03-08\tGuest\t`,
    ].join('\n')
    const { status, json } = await post('/admin/sermons/bulk-update', parseSermonTsv(text))
    expect(status).toBe(200)
    expect(json).toMatchObject({ updated: 1, created: 1, skipped: 0 })
    const updated = await payload.findByID({ collection: slugs.sermons, id: existing.id })
    expect(updated).toMatchObject({ speaker: 'After', youtubeUrl: 'https://youtu.be/AAAAAAAAAAA' })
  })

  it('stores nothing from mixed text with one bad row, and names the row', async () => {
    const text = [
      'title\tspeaker\tdate',
      `Good ${run}\tA\t2031-04-01`,
      `Bad ${run}\tB\t04/08/2031`,
    ].join('\n')
    const { status, json } = await post('/admin/sermons/bulk-update', parseSermonTsv(text))
    expect(status).toBe(400)
    expect(json.errors).toEqual({ 'data.1.date': 'Row 2: Date must be YYYY-MM-DD' })
    const { totalDocs } = await payload.count({
      collection: slugs.sermons,
      where: { title: { equals: `Good ${run}` } },
    })
    expect(totalDocs).toBe(0)
  })

  it('exported events read back by the import are the same events', async () => {
    const originals = [
      {
        title: `Export A ${run}`,
        description: 'Two lines\nand a\ttab, and a back\\slash',
        date: '2031-05-01',
        startTime: '09:00',
        endTime: '10:30',
        location: 'Hall',
        imageUrl: '/images/hall.jpg',
        externalUrl: 'https://example.org/a',
        externalLinkText: 'Details',
        recurrenceDescription: 'First Saturdays',
      },
      { title: `Export B ${run}`, date: '2031-05-02' },
    ]
    for (const data of originals) await payload.create({ collection: slugs.events, data })
    const pick = (events: Event[]) =>
      events.map((event) =>
        Object.fromEntries(EVENT_TSV_COLUMNS.map((column) => [column, event[column] || ''])),
      )

    const listed = await callApi('GET', '/events?limit=1000')
    const exported = eventsToTsv((listed.json as Event[]).filter((e) => e.title.includes(run)))
    const before = pick(await ourEvents())
    await payload.delete({ collection: slugs.events, where: { title: { contains: run } } })

    const { status } = await post('/admin/events/bulk-import', parseEventTsv(exported))
    expect(status).toBe(200)
    expect(pick(await ourEvents())).toEqual(before)
    expect(before).toHaveLength(2)
  })

  it('a database refusal after a write rolls back the writes before it', async () => {
    const videoId = `v${run}`.padEnd(11, 'x').slice(0, 11)
    await expect(
      inTransaction(payload, admin.user, async (req) => {
        for (const title of [`First ${run}`, `Second ${run}`])
          // The same video twice: the unique index refuses the second write.
          await payload.create({
            collection: slugs.sermons,
            data: { title, speaker: 'S', date: '2031-06-01', youtubeVideoId: videoId },
            req,
            overrideAccess: false,
          })
      }),
    ).rejects.toThrow()
    const { totalDocs } = await payload.count({
      collection: slugs.sermons,
      where: { youtubeVideoId: { equals: videoId } },
    })
    expect(totalDocs).toBe(0)
  })
})
