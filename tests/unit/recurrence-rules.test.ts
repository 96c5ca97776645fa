import { describe, expect, it } from 'vitest'

import { describeRecurrence } from '@/lib/calendar/describe-recurrence'
import { firstOccurrence, occurrenceDates } from '@/lib/calendar/occurrences'
import { zonedIso } from '@/lib/time/zoned'

/**
 * The rule table of issue #32: each rule, from a stored first date, gives these next dates (and,
 * across daylight-saving changes, the same local time with the new offset) and these words.
 */
type Row = {
  rule: string
  date: string
  time?: string
  from: string
  count?: number
  skipped?: string[]
  dates: string[]
  words: string | null
  /** The church's zone and the start of each date there, for the daylight-saving rows. */
  zone?: string
  starts?: string[]
  isRecurring?: boolean
}

const rows: Row[] = [
  // Weekly, on one or several days, every N weeks.
  {
    rule: 'FREQ=WEEKLY;BYDAY=TU',
    date: '2026-12-01',
    time: '10:00',
    from: '2026-11-27',
    dates: ['2026-12-01', '2026-12-08', '2026-12-15'],
    words: 'Every Tuesday',
  },
  {
    rule: 'FREQ=WEEKLY;BYDAY=TU,TH',
    date: '2026-12-01',
    time: '19:00',
    from: '2026-12-02',
    count: 4,
    dates: ['2026-12-03', '2026-12-08', '2026-12-10', '2026-12-15'],
    words: 'Every Tuesday and Thursday',
  },
  {
    rule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR',
    date: '2026-11-30',
    from: '2026-11-30',
    count: 4,
    dates: ['2026-11-30', '2026-12-02', '2026-12-04', '2026-12-07'],
    words: 'Every Monday, Wednesday and Friday',
  },
  {
    rule: 'FREQ=WEEKLY;BYDAY=SU,SA',
    date: '2026-11-28',
    from: '2026-11-28',
    count: 3,
    dates: ['2026-11-28', '2026-11-29', '2026-12-05'],
    words: 'Every Saturday and Sunday',
  },
  {
    rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE',
    date: '2026-12-09',
    time: '19:00',
    from: '2026-11-27',
    count: 4,
    dates: ['2026-12-09', '2026-12-23', '2027-01-06', '2027-01-20'],
    words: 'Every other Wednesday',
  },
  {
    rule: 'FREQ=WEEKLY;INTERVAL=3;BYDAY=SU',
    date: '2026-11-29',
    time: '09:00',
    from: '2026-11-29',
    dates: ['2026-11-29', '2026-12-20', '2027-01-10'],
    words: 'Every 3 weeks on Sunday',
  },
  {
    rule: 'FREQ=WEEKLY',
    date: '2026-11-28',
    time: '08:00',
    from: '2026-12-01',
    count: 2,
    dates: ['2026-12-05', '2026-12-12'],
    words: 'Every Saturday',
  },
  {
    rule: 'RRULE:freq=weekly;byday=mo',
    date: '2026-11-30',
    from: '2026-12-01',
    count: 2,
    dates: ['2026-12-07', '2026-12-14'],
    words: 'Every Monday',
  },
  // Monthly by the Nth or last weekday.
  {
    rule: 'FREQ=MONTHLY;BYDAY=1SA',
    date: '2026-12-05',
    time: '08:00',
    from: '2026-12-06',
    dates: ['2027-01-02', '2027-02-06', '2027-03-06'],
    words: 'First Saturday of each month',
  },
  {
    rule: 'FREQ=MONTHLY;BYDAY=-1FR',
    date: '2026-11-27',
    time: '18:00',
    from: '2026-11-28',
    dates: ['2026-12-25', '2027-01-29', '2027-02-26'],
    words: 'Last Friday of each month',
  },
  {
    rule: 'FREQ=MONTHLY;BYDAY=2SU',
    date: '2026-12-13',
    from: '2026-12-01',
    dates: ['2026-12-13', '2027-01-10', '2027-02-14'],
    words: 'Second Sunday of each month',
  },
  {
    rule: 'FREQ=MONTHLY;INTERVAL=2;BYDAY=3WE',
    date: '2026-12-16',
    from: '2026-12-01',
    dates: ['2026-12-16', '2027-02-17', '2027-04-21'],
    words: 'Third Wednesday of every other month',
  },
  {
    rule: 'FREQ=MONTHLY;BYDAY=4TH',
    date: '2026-11-26',
    from: '2026-11-26',
    dates: ['2026-11-26', '2026-12-24', '2027-01-28'],
    words: 'Fourth Thursday of each month',
  },
  {
    rule: 'FREQ=MONTHLY;BYDAY=SU;BYSETPOS=-1',
    date: '2026-11-29',
    from: '2026-11-30',
    count: 2,
    dates: ['2026-12-27', '2027-01-31'],
    words: 'Last Sunday of each month',
  },
  {
    rule: 'FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO',
    date: '2027-01-04',
    from: '2027-01-01',
    dates: ['2027-01-04', '2027-04-05', '2027-07-05'],
    words: 'First Monday of every 3 months',
  },
  // Monthly by day of the month, short months and Feb 29 included.
  {
    rule: 'FREQ=MONTHLY;BYMONTHDAY=15',
    date: '2026-12-15',
    from: '2026-12-01',
    dates: ['2026-12-15', '2027-01-15', '2027-02-15'],
    words: 'The 15th of each month',
  },
  {
    rule: 'FREQ=MONTHLY;BYMONTHDAY=31',
    date: '2026-12-31',
    from: '2026-12-01',
    dates: ['2026-12-31', '2027-01-31', '2027-03-31'],
    words: 'The 31st of each month',
  },
  {
    rule: 'FREQ=MONTHLY;BYMONTHDAY=-1',
    date: '2027-01-31',
    from: '2027-01-01',
    dates: ['2027-01-31', '2027-02-28', '2027-03-31'],
    words: 'The last day of each month',
  },
  {
    rule: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1',
    date: '2027-01-01',
    from: '2027-01-01',
    dates: ['2027-01-01', '2027-04-01', '2027-07-01'],
    words: 'The 1st of every 3 months',
  },
  {
    rule: 'FREQ=MONTHLY',
    date: '2026-12-22',
    from: '2026-12-01',
    count: 2,
    dates: ['2026-12-22', '2027-01-22'],
    words: 'The 22nd of each month',
  },
  {
    rule: 'FREQ=MONTHLY;BYMONTHDAY=29',
    date: '2027-01-29',
    from: '2027-01-01',
    dates: ['2027-01-29', '2027-03-29', '2027-04-29'],
    words: 'The 29th of each month',
  },
  {
    rule: 'FREQ=MONTHLY;BYMONTHDAY=29',
    date: '2028-01-29',
    from: '2028-01-01',
    dates: ['2028-01-29', '2028-02-29', '2028-03-29'],
    words: 'The 29th of each month',
  },
  // Yearly, Feb 29 included.
  {
    rule: 'FREQ=YEARLY',
    date: '2026-12-24',
    time: '23:00',
    from: '2026-12-01',
    dates: ['2026-12-24', '2027-12-24', '2028-12-24'],
    words: 'Every year on December 24',
  },
  {
    rule: 'FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25',
    date: '2026-12-25',
    from: '2027-01-01',
    count: 2,
    dates: ['2027-12-25', '2028-12-25'],
    words: 'Every year on December 25',
  },
  {
    rule: 'FREQ=YEARLY',
    date: '2028-02-29',
    from: '2028-03-01',
    count: 2,
    dates: ['2032-02-29', '2036-02-29'],
    words: 'Every year on February 29',
  },
  {
    rule: 'FREQ=YEARLY;INTERVAL=2',
    date: '2026-06-07',
    from: '2026-06-08',
    count: 2,
    dates: ['2028-06-07', '2030-06-07'],
    words: 'Every other year on June 7',
  },
  // Daily, every N days.
  {
    rule: 'FREQ=DAILY',
    date: '2026-12-28',
    time: '06:30',
    from: '2026-12-01',
    dates: ['2026-12-28', '2026-12-29', '2026-12-30'],
    words: 'Every day',
  },
  {
    rule: 'FREQ=DAILY;INTERVAL=2',
    date: '2026-12-28',
    from: '2026-12-29',
    dates: ['2026-12-30', '2027-01-01', '2027-01-03'],
    words: 'Every other day',
  },
  // COUNT and UNTIL end a series; UNTIL's day is the last one, whatever the start time.
  {
    rule: 'FREQ=DAILY;INTERVAL=3;COUNT=4',
    date: '2026-12-01',
    from: '2026-11-01',
    count: 10,
    dates: ['2026-12-01', '2026-12-04', '2026-12-07', '2026-12-10'],
    words: 'Every 3 days, 4 times',
  },
  {
    rule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=3',
    date: '2026-12-01',
    from: '2026-12-09',
    count: 5,
    dates: ['2026-12-15'],
    words: 'Every Tuesday, 3 times',
  },
  {
    rule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=1',
    date: '2026-12-01',
    from: '2026-11-01',
    count: 5,
    dates: ['2026-12-01'],
    words: 'Every Tuesday, once',
  },
  {
    rule: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20261215',
    date: '2026-12-01',
    time: '19:30',
    from: '2026-11-01',
    count: 5,
    dates: ['2026-12-01', '2026-12-08', '2026-12-15'],
    words: 'Every Tuesday, until December 15, 2026',
  },
  {
    rule: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20261215T000000Z',
    date: '2026-12-01',
    time: '10:00',
    from: '2026-12-10',
    count: 5,
    dates: ['2026-12-15'],
    words: 'Every Tuesday, until December 15, 2026',
  },
  {
    rule: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20261101',
    date: '2026-10-06',
    from: '2026-11-27',
    dates: [],
    words: 'Every Tuesday, until November 1, 2026',
  },
  // A series that began weeks ago is still upcoming, today included.
  {
    rule: 'FREQ=WEEKLY;BYDAY=FR',
    date: '2026-11-06',
    time: '10:00',
    from: '2026-11-27',
    count: 2,
    dates: ['2026-11-27', '2026-12-04'],
    words: 'Every Friday',
  },
  // Skipped dates (EXDATE).
  {
    rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE',
    date: '2026-12-09',
    time: '19:00',
    from: '2026-11-27',
    count: 4,
    skipped: ['2026-12-23'],
    dates: ['2026-12-09', '2027-01-06', '2027-01-20', '2027-02-03'],
    words: 'Every other Wednesday',
  },
  {
    rule: 'FREQ=WEEKLY;BYDAY=TU',
    date: '2026-12-01',
    from: '2026-12-15',
    skipped: ['2026-12-22', '2026-12-29'],
    dates: ['2026-12-15', '2027-01-05', '2027-01-12'],
    words: 'Every Tuesday',
  },
  {
    rule: 'FREQ=WEEKLY;BYDAY=TU',
    date: '2026-12-01',
    time: '10:00',
    from: '2026-11-01',
    count: 2,
    skipped: ['2026-12-01'],
    dates: ['2026-12-08', '2026-12-15'],
    words: 'Every Tuesday',
  },
  {
    rule: 'FREQ=MONTHLY;BYDAY=1SA',
    date: '2026-12-05',
    from: '2026-12-01',
    count: 2,
    skipped: ['2027-01-02'],
    dates: ['2026-12-05', '2027-02-06'],
    words: 'First Saturday of each month',
  },
  // Across daylight saving: the same 10:00 local, a new offset.
  {
    rule: 'FREQ=WEEKLY;BYDAY=TU',
    date: '2027-03-02',
    time: '10:00',
    from: '2027-03-01',
    dates: ['2027-03-02', '2027-03-09', '2027-03-16'],
    words: 'Every Tuesday',
    zone: 'America/New_York',
    starts: ['2027-03-02T10:00:00-05:00', '2027-03-09T10:00:00-05:00', '2027-03-16T10:00:00-04:00'],
  },
  {
    rule: 'FREQ=WEEKLY;BYDAY=TU',
    date: '2027-10-26',
    time: '10:00',
    from: '2027-10-01',
    dates: ['2027-10-26', '2027-11-02', '2027-11-09'],
    words: 'Every Tuesday',
    zone: 'America/New_York',
    starts: ['2027-10-26T10:00:00-04:00', '2027-11-02T10:00:00-04:00', '2027-11-09T10:00:00-05:00'],
  },
  {
    rule: 'FREQ=WEEKLY;BYDAY=SU',
    date: '2027-03-21',
    time: '11:00',
    from: '2027-03-01',
    dates: ['2027-03-21', '2027-03-28', '2027-04-04'],
    words: 'Every Sunday',
    zone: 'Europe/London',
    starts: ['2027-03-21T11:00:00+00:00', '2027-03-28T11:00:00+01:00', '2027-04-04T11:00:00+01:00'],
  },
  {
    rule: 'FREQ=WEEKLY;BYDAY=SU',
    date: '2027-10-24',
    time: '11:00',
    from: '2027-10-01',
    count: 2,
    dates: ['2027-10-24', '2027-10-31'],
    words: 'Every Sunday',
    zone: 'Europe/London',
    starts: ['2027-10-24T11:00:00+01:00', '2027-10-31T11:00:00+00:00'],
  },
  {
    rule: 'FREQ=MONTHLY;BYDAY=1SA',
    date: '2027-02-06',
    time: '08:00',
    from: '2027-02-01',
    dates: ['2027-02-06', '2027-03-06', '2027-04-03'],
    words: 'First Saturday of each month',
    zone: 'America/New_York',
    starts: ['2027-02-06T08:00:00-05:00', '2027-03-06T08:00:00-05:00', '2027-04-03T08:00:00-04:00'],
  },
  {
    rule: 'FREQ=DAILY',
    date: '2027-03-27',
    time: '09:30',
    from: '2027-03-27',
    count: 2,
    dates: ['2027-03-27', '2027-03-28'],
    words: 'Every day',
    zone: 'Europe/London',
    starts: ['2027-03-27T09:30:00+00:00', '2027-03-28T09:30:00+01:00'],
  },
  // Rules that cannot be read stay a single occurrence.
  { rule: 'weekly', date: '2026-12-01', from: '2026-11-27', dates: ['2026-12-01'], words: null },
  { rule: 'FREQ=WEEKLY;BYHOUR=10', date: '2026-12-01', from: '2026-12-02', dates: [], words: null },
  {
    rule: 'FREQ=WEEKLY;BYDAY=TU',
    date: '2026-12-01',
    from: '2026-11-27',
    dates: ['2026-12-01'],
    words: null,
    isRecurring: false,
  },
]

describe('the recurrence rule table', () => {
  it('has at least 40 rules', () => expect(rows.length).toBeGreaterThanOrEqual(40))

  it.each(rows.map((row) => [row.rule, row] as const))('%s', (_rule, row) => {
    const event = {
      isRecurring: row.isRecurring ?? true,
      recurrenceRule: row.rule,
      date: row.date,
      startTime: row.time,
      skippedDates: row.skipped,
    }
    const dates = occurrenceDates(event, { from: row.from, count: row.count ?? 3 })
    expect(dates).toEqual(row.dates)
    expect(describeRecurrence(event)).toBe(row.words)
    if (row.zone)
      expect(dates.map((date) => zonedIso(date, row.time!, row.zone!))).toEqual(row.starts)
  })
})

describe('a series starts on its first occurrence', () => {
  const event = (date: string, recurrenceRule: string, skippedDates?: string[]) => ({
    isRecurring: true,
    recurrenceRule,
    date,
    startTime: '10:00',
    skippedDates,
  })

  it('moves a date the rule does not give to the first one it does', () => {
    expect(firstOccurrence(event('2026-11-28', 'FREQ=WEEKLY;BYDAY=TU'))).toBe('2026-12-01')
    expect(firstOccurrence(event('2026-11-28', 'FREQ=MONTHLY;BYDAY=1SA'))).toBe('2026-12-05')
  })

  it('keeps a date that is an occurrence, even a skipped one', () => {
    expect(firstOccurrence(event('2026-12-01', 'FREQ=WEEKLY;BYDAY=TU'))).toBe('2026-12-01')
    expect(firstOccurrence(event('2026-12-01', 'FREQ=WEEKLY;BYDAY=TU', ['2026-12-01']))).toBe(
      '2026-12-01',
    )
  })

  it('finds none when the rule ends before the date', () => {
    expect(firstOccurrence(event('2026-12-02', 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20261201'))).toBeNull()
  })
})
