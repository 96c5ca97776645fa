import { describe, expect, it } from 'vitest'

import { firstOccurrence, occurrenceDates } from '@/lib/calendar/occurrences'
import { seedEvents } from '@/server/seed/data/events'
import { seedEventDates } from '@/server/seed/event-dates'
import { seasonalDate } from '@/server/seed/dates'

const day = (iso: string) => new Date(`${iso}T12:00:00`)

describe('demo event dates from the church year', () => {
  it('puts Christmas Eve on the next 24 December', () => {
    expect(seasonalDate('christmas-eve', day('2026-11-23'))).toBe('2026-12-24')
    expect(seasonalDate('christmas-eve', day('2026-12-24'))).toBe('2026-12-24')
    expect(seasonalDate('christmas-eve', day('2026-12-25'))).toBe('2027-12-24')
    expect(seasonalDate('christmas-eve', day('2027-01-20'))).toBe('2027-12-24')
  })

  it('puts Advent Lessons and Carols on the third Sunday of Advent', () => {
    // Advent Sunday 2026 is 29 November; 2027: 28 November; 2028 (Christmas on a Monday): 3 December.
    expect(seasonalDate('advent-carols', day('2026-11-23'))).toBe('2026-12-13')
    expect(seasonalDate('advent-carols', day('2026-12-14'))).toBe('2027-12-12')
    expect(seasonalDate('advent-carols', day('2028-06-01'))).toBe('2028-12-17')
    for (const today of ['2026-01-20', '2026-07-04', '2026-12-01', '2029-02-02']) {
      const date = new Date(`${seasonalDate('advent-carols', day(today))}T12:00:00`)
      expect(date.getDay()).toBe(0)
      expect(date.getMonth()).toBe(11)
      expect(date.getDate()).toBeGreaterThanOrEqual(11)
      expect(date.getDate()).toBeLessThanOrEqual(17)
    }
  })
})

describe('the demo audio files', () => {
  it('are MP3s the site measures on disk, length included, when a sermon links to them (the seed runs before it listens)', async () => {
    const { statSync, readFileSync } = await import('node:fs')
    const { probeAudioLink } = await import('@/server/podcast/probe-audio')
    const site = 'http://localhost:65534'
    const probeAudio = async (url: string) => (await probeAudioLink(url, site)).facts
    for (const n of [1, 2, 3]) {
      const file = `public/audio/demo-sermon-${n}.mp3`
      const bytes = readFileSync(file)
      // An MPEG audio frame header: 11 sync bits, then layer III.
      expect(bytes[0]).toBe(0xff)
      expect(bytes[1] & 0xe6).toBe(0xe2)
      expect(await probeAudio(`${site}/audio/demo-sermon-${n}.mp3`)).toEqual({
        bytes: statSync(file).size,
        type: 'audio/mpeg',
        // Read from the MP3's frames (about 4.05 s): what the podcast feed says, not the
        // sermon's typed duration (docs/podcast-calendar-seo.md).
        seconds: 4,
      })
    }
    // Outside public/, nothing is read from disk.
    expect(await probeAudio(`${site}/../package.json`)).toBeNull()
  })
})

describe('demo events and their rules', () => {
  const today = new Date('2026-11-27T12:00:00')
  const seeded = seedEvents.map((event) => ({ event, ...seedEventDates(event, today) }))
  const series = seeded.filter(({ event }) => event.isRecurring)

  it('store each series on its first occurrence, so the date and the rule agree', () => {
    expect(series.length).toBeGreaterThan(0)
    for (const { event, date } of series) {
      const source = { ...event, date }
      expect(firstOccurrence(source), event.title).toBe(date)
    }
    // The Tuesday study seeded for a Saturday moves to the Tuesday after it.
    const study = series.find(({ event }) => event.title === "Women's Bible Study")!
    expect(study.date).toBe('2026-12-01')
  })

  it('include a monthly "first Saturday" event and one with a skipped date of its rule', () => {
    const firstSaturday = series.find(
      ({ event }) => event.recurrenceRule === 'FREQ=MONTHLY;BYDAY=1SA',
    )
    expect(firstSaturday?.date).toBe('2026-12-05')
    const skipping = series.filter(({ skippedDates }) => skippedDates?.length)
    expect(skipping).toHaveLength(1)
    const [{ event, date, skippedDates }] = skipping
    const withoutSkips = occurrenceDates({ ...event, date }, { from: date, count: 5 })
    expect(withoutSkips).toContain(skippedDates![0])
    expect(
      occurrenceDates({ ...event, date, skippedDates }, { from: date, count: 5 }),
    ).not.toContain(skippedDates![0])
  })
})
