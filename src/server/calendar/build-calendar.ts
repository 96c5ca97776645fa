import ical, { ICalCalendarMethod } from 'ical-generator'

import { eventTimes } from '@/lib/calendar/event-times'
import { vtimezoneOf } from '@/lib/calendar/vtimezone'
import type { Event } from '../../../payload-types'
import { seriesStart, repeatingLines } from './repeating-lines'

export type CalendarOptions = {
  name: string
  timeZone: string
  /** The site's origin: event pages are linked from it and UIDs are made unique by its host. */
  siteUrl: string
}

/** Stable for the event's life: the same UID on every download, so apps update, not duplicate. */
export const eventUid = (id: number, siteUrl: string) => `event-${id}@${new URL(siteUrl).hostname}`

/**
 * ical-generator writes a DTSTART;TZID=... from a Date's UTC fields without converting it, so
 * the local wall-clock time is handed over as if it were UTC. (Its calendar-wide timezone option
 * would also strip the Z from DTSTAMP and LAST-MODIFIED, which must be UTC; hence the VTIMEZONE
 * is added below instead.)
 */
const wallClock = (date: string, time = '00:00') => new Date(`${date}T${time}:00Z`)

/**
 * The zone's VTIMEZONE (and X-WR-TIMEZONE, which Google and Apple read) go after the calendar's
 * own properties and before the first event, where RFC 5545 wants them. Every line ends in CRLF.
 */
const withTimezone = (ics: string, timeZone: string): string => {
  const lines = `X-WR-TIMEZONE:${timeZone}\r\n${vtimezoneOf(timeZone).replace(/(\r\n)*$/, '\r\n')}`
  const at = ics.search(/BEGIN:VEVENT|END:VCALENDAR/)
  return `${ics.slice(0, at)}${lines}${ics.slice(at)}`.replace(/(\r\n)*$/, '\r\n')
}

const addEvent = (
  calendar: ReturnType<typeof ical>,
  event: Event,
  { timeZone, siteUrl }: CalendarOptions,
) => {
  // DTSTART is the series' first occurrence, even for an old row whose date the rule skips.
  const times = eventTimes({ ...event, date: seriesStart(event) })
  const page = new URL(`/events/${event.id}`, siteUrl).toString()
  const description = [event.description?.trim(), event.recurrenceDescription?.trim(), page]
    .filter(Boolean)
    .join('\n\n')
  calendar.createEvent({
    id: eventUid(event.id, siteUrl),
    sequence: typeof event.sequence === 'number' ? event.sequence : 0,
    stamp: new Date(event.updatedAt),
    lastModified: new Date(event.updatedAt),
    created: new Date(event.createdAt),
    summary: event.title,
    description,
    location: event.location || null,
    url: page,
    ...(times.allDay
      ? { allDay: true, start: wallClock(times.startDate), end: wallClock(times.endDate) }
      : {
          start: wallClock(times.startDate, times.startTime),
          end: wallClock(times.endDate, times.endTime),
          timezone: timeZone,
        }),
    repeating: repeatingLines(event, timeZone),
  })
}

/**
 * Events as an RFC 5545 calendar: local times in the church's zone with its VTIMEZONE, stable
 * UIDs, and SEQUENCE / LAST-MODIFIED that move when staff edit an event.
 */
export const buildCalendar = (events: Event[], options: CalendarOptions): string => {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Shoreline', product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // Subscribed calendars poll at this interval (X-PUBLISHED-TTL / REFRESH-INTERVAL).
    ttl: 60 * 60,
    url: new URL('/events', options.siteUrl).toString(),
  })
  for (const event of events) addEvent(calendar, event, options)
  return withTimezone(calendar.toString(), options.timeZone)
}
