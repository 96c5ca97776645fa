import { describe, expect, it } from 'vitest'

import { googleCalendarLink, outlookCalendarLink } from '@/lib/calendar/add-links'
import { eventTimes } from '@/lib/calendar/event-times'
import { publishableRrule } from '@/lib/calendar/recurrence'

describe('recurrenceRule to RRULE', () => {
  const rule = (recurrenceRule: string, isRecurring = true) =>
    publishableRrule({ isRecurring, recurrenceRule })

  it('publishes the rules calendar apps understand, normalised', () => {
    expect(rule('FREQ=WEEKLY;BYDAY=TU')).toBe('FREQ=WEEKLY;BYDAY=TU')
    expect(rule('RRULE:freq=monthly;byday=1SA')).toBe('FREQ=MONTHLY;BYDAY=1SA')
    expect(rule(' FREQ=WEEKLY ; INTERVAL=2 ; BYDAY=MO,WE ')).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE',
    )
    expect(rule('FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=24')).toBe(
      'FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=24',
    )
    expect(rule('FREQ=MONTHLY;BYDAY=SU;BYSETPOS=-1')).toBe('FREQ=MONTHLY;BYDAY=SU;BYSETPOS=-1')
    expect(rule('FREQ=WEEKLY;UNTIL=20301231T000000Z')).toBe('FREQ=WEEKLY;UNTIL=20301231T000000Z')
  })

  it('sends anything else as a single occurrence', () => {
    expect(rule('FREQ=WEEKLY;BYDAY=TU', false)).toBeNull()
    expect(rule('')).toBeNull()
    expect(rule('every Tuesday')).toBeNull()
    expect(rule('FREQ=HOURLY')).toBeNull()
    expect(rule('BYDAY=TU')).toBeNull()
    expect(rule('FREQ=WEEKLY;BYDAY=XX')).toBeNull()
    expect(rule('FREQ=WEEKLY;COUNT=3;UNTIL=20301231')).toBeNull()
    expect(rule('FREQ=WEEKLY;X-NAME=1')).toBeNull()
    expect(rule('FREQ=WEEKLY;FREQ=DAILY')).toBeNull()
  })
})

describe('event times', () => {
  it('fills in what calendars need', () => {
    expect(eventTimes({ date: '2030-06-01' })).toEqual({
      allDay: true,
      startDate: '2030-06-01',
      endDate: '2030-06-02',
    })
    expect(eventTimes({ date: '2030-12-31', startTime: '23:30' })).toMatchObject({
      endDate: '2031-01-01',
      endTime: '00:30',
    })
    expect(eventTimes({ date: '2030-12-24', startTime: '23:00', endTime: '00:30' })).toMatchObject({
      endDate: '2030-12-25',
    })
  })
})

describe('add-to-calendar links', () => {
  const eve = {
    title: 'Christmas Eve Midnight Mass',
    description: 'Carols from 10:30.',
    date: '2026-12-24',
    startTime: '23:00',
    endTime: '00:30',
    location: "St. Brendan's Church",
  }
  const page = 'https://www.example.org/events/7'

  it("opens Google Calendar's template in the church's zone", () => {
    const url = new URL(googleCalendarLink(eve, 'America/New_York', page))
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Christmas Eve Midnight Mass',
      dates: '20261224T230000/20261225T003000',
      ctz: 'America/New_York',
      details: `Carols from 10:30.\n\n${page}`,
      location: "St. Brendan's Church",
    })
    const weekly = new URL(
      googleCalendarLink(
        { ...eve, isRecurring: true, recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU' },
        'America/New_York',
        page,
      ),
    )
    expect(weekly.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=TU')
  })

  it("opens Outlook's compose form with offsets", () => {
    const url = new URL(outlookCalendarLink(eve, 'America/New_York', page))
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/action/compose')
    expect(url.searchParams.get('startdt')).toBe('2026-12-24T23:00:00-05:00')
    expect(url.searchParams.get('enddt')).toBe('2026-12-25T00:30:00-05:00')
    expect(url.searchParams.get('allday')).toBe('false')
    expect(url.searchParams.get('subject')).toBe('Christmas Eve Midnight Mass')
    const allDay = new URL(
      outlookCalendarLink({ title: 'Fair', date: '2026-07-04' }, 'America/New_York', page),
    )
    expect(allDay.searchParams.get('startdt')).toBe('2026-07-04')
    expect(allDay.searchParams.get('allday')).toBe('true')
  })
})
