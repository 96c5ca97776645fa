import { publishableRrule, ruleLastDay, type RecurringSource } from './recurrence'
import { type RecurrenceSet, RRule, RRuleSet } from './rrule-library'
import { readSkippedDates } from './skipped-dates'

/**
 * Where a repeating event falls, expanded by the rrule library (docs/decisions/017-recurring-events.md).
 *
 * Events keep a local date and time in the church's zone. rrule expands "floating" times: a Date
 * whose UTC fields are the church's wall clock, so a weekly 10:00 stays 10:00 whatever daylight
 * saving does, and a day is never shifted by the server's own zone. Callers pass "today" as the
 * church's date (todayIn(TIME_ZONE)); the calendar feed and JSON-LD put the zone back.
 */
export type OccurrenceSource = RecurringSource & {
  date: string
  startTime?: string | null
  skippedDates?: unknown
}

const floating = (date: string, time?: string | null) => new Date(`${date}T${time || '00:00'}:00Z`)
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10)

/** The series as rrule expands it, or null for a single occurrence (no rule, or one we cannot read). */
const seriesOf = (event: OccurrenceSource): RecurrenceSet | null => {
  const rule = publishableRrule(event)
  if (!rule) return null
  const options = RRule.parseString(rule)
  // UNTIL names the series' last local day: the whole of it counts.
  const lastDay = ruleLastDay(rule)
  if (lastDay) options.until = new Date(`${lastDay}T23:59:59Z`)
  const series = new RRuleSet()
  series.rrule(new RRule({ ...options, dtstart: floating(event.date, event.startTime) }))
  for (const day of readSkippedDates(event.skippedDates))
    series.exdate(floating(day, event.startTime))
  return series
}

/** Does the event repeat by a rule we can read? (A free-text rule stays a single occurrence.) */
export const repeats = (event: OccurrenceSource): boolean => publishableRrule(event) !== null

/**
 * The event's dates on or after `from` (YYYY-MM-DD), at most `count` of them. A single event has
 * its one date, if it is not past; a series its occurrences, skipped dates left out.
 */
export const occurrenceDates = (
  event: OccurrenceSource,
  { from, count }: { from: string; count: number },
): string[] => {
  const series = seriesOf(event)
  if (!series) return event.date >= from && count > 0 ? [event.date] : []
  const dates: string[] = []
  let next = series.after(floating(from), true)
  while (next && dates.length < count) {
    dates.push(dayOf(next))
    next = series.after(next, false)
  }
  return dates
}

/** The next date the event happens on, from `today` on, or null when it is over. */
export const nextOccurrence = (event: OccurrenceSource, today: string): string | null =>
  occurrenceDates(event, { from: today, count: 1 })[0] ?? null

/**
 * The series' first occurrence: the stored date when it is one, otherwise the first date after it
 * that the rule gives (null when the rule gives none at all). Skipped dates do not count here: the
 * series still starts on its first date (and skips it), so COUNT and INTERVAL keep their meaning.
 */
export const firstOccurrence = (event: OccurrenceSource): string | null =>
  nextOccurrence({ ...event, skippedDates: [] }, event.date)
