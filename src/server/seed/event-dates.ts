import { firstOccurrence, occurrenceDates } from '@/lib/calendar/occurrences'

import type { SeedEvent } from './data/types'
import { daysFrom, seasonalDate } from './dates'

/**
 * A demo event's date and skipped dates. A series is stored on its first occurrence, as the
 * dashboard stores one (a "first Saturday" event seeded on a Tuesday moves to the Saturday), and
 * a skipped occurrence is a real date of its rule.
 */
export const seedEventDates = (
  { daysFromNow, season, isRecurring, recurrenceRule, startTime, skipOccurrence }: SeedEvent,
  today: Date,
): { date: string; skippedDates?: string[] } => {
  const near = season ? seasonalDate(season, today) : daysFrom(daysFromNow, today)
  const series = { isRecurring, recurrenceRule, startTime, date: near }
  const date = firstOccurrence(series) ?? near
  if (!skipOccurrence) return { date }
  const dates = occurrenceDates({ ...series, date }, { from: date, count: skipOccurrence + 1 })
  return { date, skippedDates: dates.slice(skipOccurrence) }
}
