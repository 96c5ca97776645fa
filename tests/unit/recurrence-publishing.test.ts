import { describe, expect, it } from 'vitest'

import { choiceForDate, choiceFromRule, ruleFromChoice } from '@/lib/calendar/repeat-choice'
import { hasVtimezone, vtimezoneOf } from '@/lib/calendar/vtimezone'
import { eventsToTsv, parseEventTsv } from '@/lib/bulk/event-tsv'
import { repeatingLines, seriesStart } from '@/server/calendar/repeating-lines'
import { eventSchedule } from '@/server/seo/event-schedule'

describe('the recurrence editor in words', () => {
  it('writes the rule for what staff pick', () => {
    const wednesday = choiceForDate('2026-11-25', 'weekly')
    expect(wednesday.weekdays).toEqual(['WE'])
    expect(ruleFromChoice({ ...wednesday, interval: 2 })).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=WE')
    expect(ruleFromChoice({ ...wednesday, weekdays: ['TH', 'TU'] })).toBe('FREQ=WEEKLY;BYDAY=TU,TH')
    const monthly = choiceForDate('2026-12-05', 'monthly')
    expect(ruleFromChoice(monthly)).toBe('FREQ=MONTHLY;BYMONTHDAY=5')
    expect(ruleFromChoice({ ...monthly, monthlyMode: 'weekdayOfMonth' })).toBe(
      'FREQ=MONTHLY;BYDAY=1SA',
    )
    expect(
      ruleFromChoice({ ...monthly, monthlyMode: 'weekdayOfMonth', weekOfMonth: -1, weekday: 'FR' }),
    ).toBe('FREQ=MONTHLY;BYDAY=-1FR')
    expect(
      ruleFromChoice({ ...choiceForDate('2026-12-24', 'yearly'), end: 'afterCount', count: 5 }),
    ).toBe('FREQ=YEARLY;COUNT=5')
    expect(
      ruleFromChoice({
        ...choiceForDate('2026-12-28', 'daily'),
        end: 'onDate',
        until: '2027-01-03',
      }),
    ).toBe('FREQ=DAILY;UNTIL=20270103')
    expect(ruleFromChoice(choiceForDate('2026-12-28'))).toBeNull()
  })

  it('reads back every rule it writes, and nothing it cannot show', () => {
    for (const rule of [
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE',
      'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8',
      'FREQ=MONTHLY;BYDAY=1SA',
      'FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20271231',
      'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15',
      'FREQ=YEARLY',
      'FREQ=DAILY;INTERVAL=2',
    ])
      expect(ruleFromChoice(choiceFromRule(rule, '2026-11-25')!)).toBe(rule)
    // The last Saturday of a month picks "last" when the date is past the 28th.
    expect(choiceForDate('2026-11-28').weekOfMonth).toBe(4)
    expect(choiceForDate('2026-11-29').weekOfMonth).toBe(-1)
    expect(choiceFromRule('weekly', '2026-11-25')).toBeNull()
    expect(choiceFromRule('FREQ=YEARLY;BYMONTH=3;BYDAY=2SU', '2026-11-25')).toBeNull()
    expect(choiceFromRule('FREQ=MONTHLY;BYDAY=MO,TU', '2026-11-25')).toBeNull()
    expect(choiceFromRule('', '2026-11-25')?.frequency).toBe('none')
  })
})

describe('publishing a series', () => {
  const study = {
    isRecurring: true,
    recurrenceRule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;UNTIL=20270301',
    date: '2026-11-25',
    startTime: '19:00',
    endTime: '19:45',
    skippedDates: ['2026-12-23', '2027-01-20'],
  }

  it('gives RRULE with a UTC UNTIL and the skipped dates as EXDATE at the start time', () => {
    expect(repeatingLines(study, 'America/New_York')).toBe(
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;UNTIL=20270302T045959Z\n' +
        'EXDATE;TZID=America/New_York:20261223T190000,20270120T190000',
    )
    expect(
      repeatingLines(
        { ...study, startTime: null, recurrenceRule: 'FREQ=WEEKLY;UNTIL=20270301T000000Z' },
        'Europe/London',
      ),
    ).toBe('RRULE:FREQ=WEEKLY;UNTIL=20270301\nEXDATE;VALUE=DATE:20261223,20270120')
    expect(repeatingLines({ ...study, recurrenceRule: 'weekly' }, 'America/New_York')).toBeNull()
  })

  it('starts the calendar series on its first occurrence, even for an old misaligned row', () => {
    // Every second week counts from the stored date's own week, as RFC 5545 does.
    expect(seriesStart({ ...study, date: '2026-11-21' })).toBe('2026-12-02')
    expect(seriesStart({ ...study, date: '2026-11-23' })).toBe('2026-11-25')
    expect(seriesStart({ ...study, recurrenceRule: 'weekly', date: '2026-11-21' })).toBe(
      '2026-11-21',
    )
  })

  it("gives schema.org's Schedule for JSON-LD", () => {
    expect(eventSchedule(study, 'America/New_York')).toEqual({
      '@type': 'Schedule',
      repeatFrequency: 'P2W',
      byDay: ['https://schema.org/Wednesday'],
      startDate: '2026-11-25',
      endDate: '2027-03-01',
      startTime: '19:00:00',
      endTime: '19:45:00',
      scheduleTimezone: 'America/New_York',
      exceptDate: ['2026-12-23', '2027-01-20'],
    })
    expect(
      eventSchedule(
        { isRecurring: true, recurrenceRule: 'FREQ=MONTHLY;BYDAY=1SA;COUNT=6', date: '2026-12-05' },
        'America/New_York',
      ),
    ).toEqual({
      '@type': 'Schedule',
      repeatFrequency: 'P1M',
      byDay: ['https://schema.org/Saturday'],
      byMonthWeek: [1],
      startDate: '2026-12-05',
      repeatCount: 6,
      scheduleTimezone: 'America/New_York',
    })
    expect(eventSchedule({ ...study, isRecurring: false }, 'America/New_York')).toBeUndefined()
  })
})

describe('VTIMEZONE data', () => {
  it('is bundled code, with daylight and standard time for the church zone', () => {
    const block = vtimezoneOf('America/New_York')
    expect(block).toMatch(/^BEGIN:VTIMEZONE\r\nTZID:America\/New_York\r\n/)
    expect(block).toContain('BEGIN:DAYLIGHT')
    expect(block).toContain('BEGIN:STANDARD')
    expect(block).toMatch(/END:VTIMEZONE$/)
    expect(hasVtimezone('Europe/London')).toBe(true)
  })

  it('throws for a zone it does not know, never an empty block', () => {
    expect(hasVtimezone('Mars/Olympus')).toBe(false)
    expect(() => vtimezoneOf('Mars/Olympus')).toThrow(
      /No VTIMEZONE is known for the time zone "Mars\/Olympus"/,
    )
  })
})

describe('the events TSV carries the rule and skipped dates', () => {
  it('exports them after the required columns, and imports them back', () => {
    const text = eventsToTsv([
      {
        title: 'Study',
        date: '2026-11-25',
        isRecurring: true,
        recurrenceRule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE',
        skippedDates: ['2026-12-23', '2027-01-20'],
      },
      { title: 'Old', date: '2026-11-26', isRecurring: false, recurrenceRule: 'FREQ=DAILY' },
    ])
    const [header, study, old] = text.split(/\r?\n/)
    expect(header.split('\t').slice(-3)).toEqual([
      'recurrenceDescription',
      'recurrenceRule',
      'skippedDates',
    ])
    expect(study.split('\t').slice(-2)).toEqual([
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE',
      '2026-12-23, 2027-01-20',
    ])
    expect(old.split('\t').slice(-2)).toEqual(['', ''])
    expect(parseEventTsv(text)).toEqual([
      {
        title: 'Study',
        date: '2026-11-25',
        recurrenceRule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE',
        skippedDates: ['2026-12-23', '2027-01-20'],
        isRecurring: true,
      },
      { title: 'Old', date: '2026-11-26' },
    ])
  })
})
