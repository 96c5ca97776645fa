import { zonedIso } from '@/lib/time/zoned'

import { eventTimes, type TimedSource } from './event-times'
import { publishableRrule, type RecurringSource } from './recurrence'

type LinkSource = TimedSource &
  RecurringSource & {
    title: string
    description?: string | null
    location?: string | null
  }

const compact = (date: string, time?: string) =>
  `${date.replace(/-/g, '')}${time ? `T${time.replace(':', '')}00` : ''}`

/** Details for the calendar entry: the description, then the page it came from. */
const details = (event: LinkSource, pageUrl: string) =>
  [event.description?.trim(), pageUrl].filter(Boolean).join('\n\n')

/**
 * "Add to Google Calendar": Google's event template. Local times with ctz, so Google places them
 * in the church's zone whatever the visitor's own is; a publishable rule goes along as recur.
 */
export const googleCalendarLink = (event: LinkSource, timeZone: string, pageUrl: string) => {
  const times = eventTimes(event)
  const dates = times.allDay
    ? `${compact(times.startDate)}/${compact(times.endDate)}`
    : `${compact(times.startDate, times.startTime)}/${compact(times.endDate, times.endTime)}`
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    ctz: timeZone,
    details: details(event, pageUrl),
    location: event.location ?? '',
  })
  const rrule = publishableRrule(event)
  if (rrule) params.set('recur', `RRULE:${rrule}`)
  return `https://calendar.google.com/calendar/render?${params}`
}

/** "Add to Outlook": Outlook on the web's compose form, with offsets so the zone is kept. */
export const outlookCalendarLink = (event: LinkSource, timeZone: string, pageUrl: string) => {
  const times = eventTimes(event)
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: times.allDay ? times.startDate : zonedIso(times.startDate, times.startTime, timeZone),
    enddt: times.allDay ? times.endDate : zonedIso(times.endDate, times.endTime, timeZone),
    allday: String(times.allDay),
    body: details(event, pageUrl),
    location: event.location ?? '',
  })
  return `https://outlook.live.com/calendar/0/action/compose?${params}`
}
