import { firstOccurrence, type OccurrenceSource } from '@/lib/calendar/occurrences'
import { publishableRrule } from '@/lib/calendar/recurrence'
import { readSkippedDates } from '@/lib/calendar/skipped-dates'
import { zonedInstant } from '@/lib/time/zoned'

/** Where a series starts in the calendar: its first occurrence (DTSTART must be one). */
export const seriesStart = (event: OccurrenceSource): string =>
  (publishableRrule(event) && firstOccurrence(event)) || event.date

const compact = (date: string) => date.replace(/-/g, '')

/** 20270302T045959Z */
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '')

/**
 * RFC 5545 3.3.10: beside a zoned DTSTART, UNTIL must be a UTC time; beside an all-day one, a
 * date. The stored rule names the series' last local day; this is the end of that day.
 */
const withPublishedUntil = (rule: string, startTime: string | null, timeZone: string) =>
  rule.replace(/UNTIL=(\d{4})(\d{2})(\d{2})[^;]*/, (_, year, month, day) => {
    if (!startTime) return `UNTIL=${year}${month}${day}`
    const endOfDay = zonedInstant(`${year}-${month}-${day}`, '23:59', timeZone).getTime() + 59_000
    return `UNTIL=${utcStamp(new Date(endOfDay))}`
  })

/**
 * The RRULE and EXDATE lines of a repeating event (null for a single occurrence). Skipped dates
 * carry the event's start time and zone, so each matches the occurrence it removes.
 */
export const repeatingLines = (
  event: OccurrenceSource & { startTime?: string | null },
  timeZone: string,
): string | null => {
  const rule = publishableRrule(event)
  if (!rule) return null
  const startTime = event.startTime || null
  const lines = [`RRULE:${withPublishedUntil(rule, startTime, timeZone)}`]
  const skipped = readSkippedDates(event.skippedDates)
  if (skipped.length)
    lines.push(
      startTime
        ? `EXDATE;TZID=${timeZone}:${skipped.map((day) => `${compact(day)}T${startTime.replace(':', '')}00`).join(',')}`
        : `EXDATE;VALUE=DATE:${skipped.map(compact).join(',')}`,
    )
  return lines.join('\n')
}
