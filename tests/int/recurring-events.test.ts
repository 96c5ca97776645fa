import { randomUUID } from 'node:crypto'

import { addDays, format, parseISO } from 'date-fns'
import ICAL from 'ical.js'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as eventIcs } from '@/app/(site)/events/[id]/event.ics/route'
import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { siteUrl } from '@/server/site-url'
import { todayIn } from '@/lib/time/today'

import type { Event } from '../../payload-types'
import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { getTestPayload } from './helpers/payload'
import { createTestUser, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)
const today = todayIn(env.TIME_ZONE)
const daysFromToday = (days: number) => format(addDays(parseISO(today), days), 'yyyy-MM-dd')
const weekdayCode = (date: string) =>
  ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][parseISO(date).getDay()]
const compact = (date: string) => date.replace(/-/g, '')

type Listed = Event & { nextDate: string; recurrenceText?: string }

/** The upcoming list, narrowed to this run's events by their titles. */
const upcoming = async (query = '') => {
  const { status, json, headers } = await callApi(
    'GET',
    `/events?upcoming=true&search=${run}${query}`,
  )
  expect(status).toBe(200)
  return { events: json as Listed[], total: Number(headers.get('x-total-count')) }
}

describe('recurring events', () => {
  let payload: Payload
  let admin: TestUser
  const cleanup = new Cleanup()
  const create = async (title: string, data: Partial<Event>) =>
    cleanup.track(
      slugs.events,
      await payload.create({
        collection: slugs.events,
        data: { title: `${title} ${run}`, date: today, ...data },
      }),
    )

  beforeAll(async () => {
    payload = await getTestPayload()
    admin = await createTestUser(payload, 'admin')
    cleanup.track(slugs.users, admin.user)
  })
  afterAll(() => cleanup.run(payload))

  it('keeps a weekly event stored three weeks ago upcoming today, at its next date', async () => {
    const started = daysFromToday(-21)
    const weekly = await create('Weekly Study', {
      date: started,
      startTime: '10:00',
      isRecurring: true,
      recurrenceRule: `FREQ=WEEKLY;BYDAY=${weekdayCode(started)}`,
    })
    expect(weekly.date).toBe(started)
    const { events } = await upcoming()
    const listed = events.find((event) => event.id === weekly.id)
    // Three weeks on from a date of the same weekday is today itself.
    expect(listed?.nextDate).toBe(today)
    expect(listed?.date).toBe(started)
    expect(listed?.recurrenceText).toMatch(/^Every [A-Z][a-z]+day$/)
  })

  it('drops a series whose rule has ended, and a single event that is past', async () => {
    const ended = await create('Ended Course', {
      date: daysFromToday(-28),
      startTime: '19:00',
      isRecurring: true,
      recurrenceRule: `FREQ=DAILY;UNTIL=${compact(daysFromToday(-1))}`,
    })
    const past = await create('Past Fair', { date: daysFromToday(-2) })
    const ids = (await upcoming()).events.map((event) => event.id)
    expect(ids).not.toContain(ended.id)
    expect(ids).not.toContain(past.id)
  })

  it('orders by next occurrence and pages through all of them with a total', async () => {
    const soon = await create('Soon Single', { date: daysFromToday(3), startTime: '09:00' })
    const all = await upcoming()
    const order = all.events.map((event) => event.nextDate)
    expect([...order].sort()).toEqual(order)
    expect(all.events.map((event) => event.id)).toContain(soon.id)
    const first = await upcoming('&limit=1')
    const second = await upcoming('&limit=1&page=2')
    expect(first.total).toBe(all.total)
    expect(first.events[0].id).toBe(all.events[0].id)
    expect(second.events[0].id).toBe(all.events[1].id)
  })

  it('moves a stored date the rule does not give to the first date it does', async () => {
    // A Saturday date with an every-Tuesday rule, as the demo Bible study once had.
    const saturday = '2030-11-23'
    const { status, json } = await callApi('POST', '/admin/events', {
      cookie: admin.cookie,
      body: {
        title: `Tuesday Study ${run}`,
        date: saturday,
        startTime: '10:00',
        isRecurring: true,
        recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
      },
    })
    expect(status).toBe(201)
    cleanup.track(slugs.events, json)
    expect(json.date).toBe('2030-11-26')
  })

  it('refuses a rule that gives no date, and skipped dates that are not days, storing nothing', async () => {
    const noDates = await callApi('POST', '/admin/events', {
      cookie: admin.cookie,
      body: {
        title: `Never ${run}`,
        date: '2030-12-02',
        isRecurring: true,
        recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20301201',
      },
    })
    expect(noDates.status).toBe(400)
    expect(JSON.stringify(noDates.json)).toContain('gives no dates')
    const badSkip = await callApi('POST', '/admin/events', {
      cookie: admin.cookie,
      body: {
        title: `Bad Skip ${run}`,
        date: '2030-12-03',
        isRecurring: true,
        recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
        skippedDates: ['next Tuesday'],
      },
    })
    expect(badSkip.status).toBe(400)
    expect(JSON.stringify(badSkip.json)).toContain('Skipped dates must be real days')
    const stored = await payload.count({
      collection: slugs.events,
      where: { title: { in: [`Never ${run}`, `Bad Skip ${run}`] } },
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('keeps an old free-text rule as a single occurrence', async () => {
    const vague = await create('Vague', {
      date: daysFromToday(-7),
      isRecurring: true,
      recurrenceRule: 'weekly',
    })
    expect(vague.recurrenceRule).toBe('weekly')
    expect((await upcoming()).events.map((event) => event.id)).not.toContain(vague.id)
  })

  it("publishes skipped dates as EXDATE in the event's calendar file, with DTSTART an occurrence", async () => {
    const study = await create('Skipping Study', {
      date: '2030-12-04',
      startTime: '19:00',
      endTime: '20:00',
      isRecurring: true,
      recurrenceRule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;UNTIL=20310301',
      skippedDates: ['2030-12-18'],
    })
    const response = await eventIcs(new Request(siteUrl(`/events/${study.id}/event.ics`)), {
      params: Promise.resolve({ id: String(study.id) }),
    })
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toContain('EXDATE;TZID=America/New_York:20301218T190000')
    // UNTIL beside a zoned DTSTART is UTC: the end of 1 March in New York.
    expect(text).toContain('UNTIL=20310302T045959Z')
    const calendar = new ICAL.Component(ICAL.parse(text))
    for (const zone of calendar.getAllSubcomponents('vtimezone'))
      ICAL.TimezoneService.register(zone)
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    expect(vevent.startDate.toString()).toBe('2030-12-04T19:00:00')
    const iterator = vevent.iterator()
    const starts: string[] = []
    for (let next = iterator.next(); next; next = iterator.next()) starts.push(next.toString())
    expect(starts).toEqual([
      '2030-12-04T19:00:00',
      '2031-01-01T19:00:00',
      '2031-01-15T19:00:00',
      '2031-01-29T19:00:00',
      '2031-02-12T19:00:00',
      '2031-02-26T19:00:00',
    ])
  })
})
