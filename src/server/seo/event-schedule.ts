import type { DayOfWeek, Schedule } from 'schema-dts'

import { eventTimes } from '@/lib/calendar/event-times'
import type { OccurrenceSource } from '@/lib/calendar/occurrences'
import { publishableRrule, ruleLastDay } from '@/lib/calendar/recurrence'
import { Frequency, RRule } from '@/lib/calendar/rrule-library'
import { readSkippedDates } from '@/lib/calendar/skipped-dates'
import { seriesStart } from '@/server/calendar/repeating-lines'

const DAYS: DayOfWeek[] = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
] as unknown as DayOfWeek[]

const PERIOD: Record<number, string> = {
  [Frequency.DAILY]: 'D',
  [Frequency.WEEKLY]: 'W',
  [Frequency.MONTHLY]: 'M',
  [Frequency.YEARLY]: 'Y',
}

const asList = <T>(value: T | T[] | null | undefined): T[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]

/**
 * schema.org's Schedule for a repeating event (Google reads it as eventSchedule): how often, on
 * which days, from when until when, at what local time in which zone, and the skipped dates.
 * Undefined for a single occurrence.
 */
export const eventSchedule = (
  event: OccurrenceSource & { endTime?: string | null },
  timeZone: string,
): Schedule | undefined => {
  const rule = publishableRrule(event)
  if (!rule) return undefined
  const options = RRule.parseString(rule)
  const days = asList(options.byweekday) as { weekday: number; n?: number }[]
  const weeks = days.map((day) => day.n).filter((n): n is number => Boolean(n))
  const lastDay = ruleLastDay(rule)
  const times = eventTimes({ ...event, date: seriesStart(event) })
  const skipped = readSkippedDates(event.skippedDates)
  return {
    '@type': 'Schedule',
    repeatFrequency: `P${options.interval ?? 1}${PERIOD[options.freq ?? Frequency.WEEKLY]}`,
    ...(days.length ? { byDay: days.map((day) => DAYS[day.weekday]) } : {}),
    ...(weeks.length ? { byMonthWeek: weeks } : {}),
    ...(asList(options.bymonthday).length ? { byMonthDay: asList(options.bymonthday) } : {}),
    ...(asList(options.bymonth).length ? { byMonth: asList(options.bymonth) } : {}),
    startDate: times.startDate,
    ...(lastDay ? { endDate: lastDay } : {}),
    ...(options.count ? { repeatCount: options.count } : {}),
    ...(times.allDay ? {} : { startTime: `${times.startTime}:00`, endTime: `${times.endTime}:00` }),
    scheduleTimezone: timeZone,
    ...(skipped.length ? { exceptDate: skipped } : {}),
  }
}
