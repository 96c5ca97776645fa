import { randomUUID } from 'node:crypto'

import ICAL from 'ical.js'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as eventIcs } from '@/app/(site)/events/[id]/event.ics/route'
import { GET as eventsIcs } from '@/app/events.ics/route'
import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { siteUrl } from '@/server/site-url'

import type { Event } from '../../payload-types'
import { Cleanup } from './helpers/cleanup'
import { getTestPayload } from './helpers/payload'

const run = randomUUID().slice(0, 8)

type Parsed = { calendar: ICAL.Component; events: ICAL.Component[] }

/** Parses with ical.js and registers the feed's own VTIMEZONE, as a calendar app does. */
const parse = (text: string): Parsed => {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  return { calendar, events: calendar.getAllSubcomponents('vevent') }
}

const feed = async () => {
  const response = await eventsIcs(new Request(siteUrl('/events.ics')))
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  return parse(await response.text())
}

const byTitle = (parsed: Parsed, title: string) =>
  parsed.events.find((vevent) => vevent.getFirstPropertyValue('summary') === title)

describe('events calendar feed', () => {
  let payload: Payload
  const cleanup = new Cleanup()
  const made: Record<string, Event> = {}
  const create = async (key: string, data: Partial<Event>) => {
    made[key] = cleanup.track(
      slugs.events,
      await payload.create({
        collection: slugs.events,
        data: { title: `${key} ${run}`, date: '2030-10-22', ...data },
      }),
    )
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    // A Tuesday study that runs across the end of US daylight saving (Sunday 3 November 2030).
    await create('Study', {
      date: '2030-10-22',
      startTime: '10:00',
      endTime: '11:30',
      location: 'Parish Hall',
      description: 'Coffee; cake, and Mark.',
      isRecurring: true,
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
      recurrenceDescription: 'Every Tuesday',
    })
    await create('Christmas Eve', { date: '2030-12-24', startTime: '23:00', endTime: '00:30' })
    await create('Parish Picnic', { date: '2030-06-01' })
    await create('Old Fair', { date: '2020-05-01', startTime: '10:00' })
    await create('Ongoing Prayer', {
      date: '2020-01-06',
      startTime: '07:00',
      isRecurring: true,
      recurrenceRule: 'RRULE:freq=weekly;byday=MO',
    })
    await create('Finished Course', {
      date: '2020-01-07',
      startTime: '19:00',
      isRecurring: true,
      recurrenceRule: 'FREQ=WEEKLY;UNTIL=20200301T000000Z',
    })
    await create('Vague Rule', {
      date: '2030-09-01',
      startTime: '09:00',
      isRecurring: true,
      recurrenceRule: 'every other Sunday',
    })
  })
  afterAll(() => cleanup.run(payload))

  it('is in the church time zone, with its VTIMEZONE', async () => {
    expect(env.TIME_ZONE).toBe('America/New_York')
    const { calendar } = await feed()
    const zones = calendar.getAllSubcomponents('vtimezone')
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['America/New_York'])
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York')
    const study = new ICAL.Event(byTitle(await feed(), `Study ${run}`)!)
    expect(study.startDate.zone?.tzid).toBe('America/New_York')
  })

  it('expands a weekly event to the same local time across the daylight-saving change', async () => {
    const study = new ICAL.Event(byTitle(await feed(), `Study ${run}`)!)
    expect(study.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY;BYDAY=TU')
    const iterator = study.iterator()
    const starts = [1, 2, 3, 4].map(() => iterator.next()!)
    expect(starts.map((time) => time.toString())).toEqual([
      '2030-10-22T10:00:00',
      '2030-10-29T10:00:00',
      '2030-11-05T10:00:00',
      '2030-11-12T10:00:00',
    ])
    // The same wall-clock time is a different instant once the clocks go back.
    expect(starts.map((time) => time.toJSDate().toISOString())).toEqual([
      '2030-10-22T14:00:00.000Z',
      '2030-10-29T14:00:00.000Z',
      '2030-11-05T15:00:00.000Z',
      '2030-11-12T15:00:00.000Z',
    ])
    const details = study.getOccurrenceDetails(starts[2])
    expect(details.endDate.toString()).toBe('2030-11-05T11:30:00')
    expect(study.location).toBe('Parish Hall')
    expect(study.description).toContain('Coffee; cake, and Mark.')
    expect(study.description).toContain('Every Tuesday')
  })

  it('has stable UIDs, and counts SEQUENCE and LAST-MODIFIED up when staff edit', async () => {
    const uid = `event-${made['Christmas Eve'].id}@${new URL(env.SITE_URL).hostname}`
    const before = byTitle(await feed(), `Christmas Eve ${run}`)!
    expect(before.getFirstPropertyValue('uid')).toBe(uid)
    expect(before.getFirstPropertyValue('sequence')).toBe(0)
    const modifiedBefore = before.getFirstPropertyValue('last-modified') as ICAL.Time

    await new Promise((resolve) => setTimeout(resolve, 1100))
    await payload.update({
      collection: slugs.events,
      id: made['Christmas Eve'].id,
      data: { location: 'St. Brendan’s Church' },
    })
    const after = byTitle(await feed(), `Christmas Eve ${run}`)!
    expect(after.getFirstPropertyValue('uid')).toBe(uid)
    expect(after.getFirstPropertyValue('sequence')).toBe(1)
    const modifiedAfter = after.getFirstPropertyValue('last-modified') as ICAL.Time
    expect(modifiedAfter.compare(modifiedBefore)).toBe(1)
    expect(modifiedAfter.zone?.tzid).toBe('UTC')

    // An edit a calendar cannot see (the picture) is not a new version.
    await payload.update({
      collection: slugs.events,
      id: made['Christmas Eve'].id,
      data: { imageUrl: '/images/events/youth-surf-day.svg' },
    })
    expect(byTitle(await feed(), `Christmas Eve ${run}`)!.getFirstPropertyValue('sequence')).toBe(1)
  })

  it('ends a late-night event the next morning, and makes a dateless time an all-day event', async () => {
    const parsed = await feed()
    const eve = new ICAL.Event(byTitle(parsed, `Christmas Eve ${run}`)!)
    expect(eve.startDate.toString()).toBe('2030-12-24T23:00:00')
    expect(eve.endDate.toString()).toBe('2030-12-25T00:30:00')
    const picnic = new ICAL.Event(byTitle(parsed, `Parish Picnic ${run}`)!)
    expect(picnic.startDate.isDate).toBe(true)
    expect(picnic.startDate.toString()).toBe('2030-06-01')
    expect(picnic.endDate.toString()).toBe('2030-06-02')
  })

  it('holds upcoming events and repeating ones still running, not the past', async () => {
    const parsed = await feed()
    expect(byTitle(parsed, `Old Fair ${run}`)).toBeUndefined()
    expect(byTitle(parsed, `Finished Course ${run}`)).toBeUndefined()
    const prayer = byTitle(parsed, `Ongoing Prayer ${run}`)!
    expect(prayer.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY;BYDAY=MO')
    // A rule that is not an RRULE is published as a single occurrence.
    const vague = byTitle(parsed, `Vague Rule ${run}`)!
    expect(vague.getFirstPropertyValue('rrule')).toBeNull()
  })

  it('offers one event as a download, and 404s for an unknown one', async () => {
    const id = String(made['Christmas Eve'].id)
    const response = await eventIcs(new Request(siteUrl(`/events/${id}/event.ics`)), {
      params: Promise.resolve({ id }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="event-${id}.ics"`,
    )
    const parsed = parse(await response.text())
    expect(parsed.events).toHaveLength(1)
    expect(parsed.events[0].getFirstPropertyValue('summary')).toBe(`Christmas Eve ${run}`)
    for (const missing of ['999999999', 'not-a-number']) {
      const notFound = await eventIcs(new Request(siteUrl(`/events/${missing}/event.ics`)), {
        params: Promise.resolve({ id: missing }),
      })
      expect(notFound.status).toBe(404)
    }
  })
})
