import { formatLongDate, MONTHS } from '@/lib/format-date'

import type { OccurrenceSource } from './occurrences'
import { publishableRrule, ruleLastDay } from './recurrence'
import { Frequency, RRule, type RRuleOptions } from './rrule-library'

/**
 * A rule in the words a church office uses ("Every Tuesday", "First Saturday of each month").
 * The forms the dashboard's editor writes get their own phrasing; any other rule (typed in the
 * advanced view) is worded by the rrule library itself.
 */

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const NTH: Record<number, string> = {
  1: 'First',
  2: 'Second',
  3: 'Third',
  4: 'Fourth',
  5: 'Fifth',
  [-1]: 'Last',
  [-2]: 'Second-to-last',
}

const ordinal = (n: number) => {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`
}

const listed = (words: string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

const asList = <T>(value: T | T[] | null | undefined): T[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]

/** "each month", "every other month", "every 3 months". */
const eachPeriod = (interval: number, unit: string) =>
  interval === 1
    ? `each ${unit}`
    : interval === 2
      ? `every other ${unit}`
      : `every ${interval} ${unit}s`

/** "Every day", "Every other week", "Every 3 years". */
const everyPeriod = (interval: number, unit: string) =>
  interval === 1
    ? `Every ${unit}`
    : interval === 2
      ? `Every other ${unit}`
      : `Every ${interval} ${unit}s`

type Weekdays = { weekday: number; n?: number }[]

/** The main phrase for the editor's forms, or null for a rule only the library can word. */
const phrase = (options: Partial<RRuleOptions>, date: string): string | null => {
  const interval = options.interval ?? 1
  const days = asList(options.byweekday) as Weekdays
  const monthDays = asList(options.bymonthday)
  const setPos = asList(options.bysetpos)
  const start = new Date(`${date}T12:00:00Z`)
  const startWeekday = (start.getUTCDay() + 6) % 7
  if (asList(options.bymonth).length > 0 && options.freq !== Frequency.YEARLY) return null
  switch (options.freq) {
    case Frequency.DAILY:
      return days.length || monthDays.length || setPos.length ? null : everyPeriod(interval, 'day')
    case Frequency.WEEKLY: {
      if (monthDays.length || setPos.length || days.some((day) => day.n)) return null
      const names = (days.length ? days.map((day) => day.weekday) : [startWeekday])
        .sort((a, b) => a - b)
        .map((weekday) => WEEKDAYS[weekday])
      if (interval === 1) return `Every ${listed(names)}`
      if (interval === 2) return `Every other ${listed(names)}`
      return `Every ${interval} weeks on ${listed(names)}`
    }
    case Frequency.MONTHLY: {
      if (days.length === 1 && monthDays.length === 0) {
        const n = days[0].n || (setPos.length === 1 ? setPos[0] : undefined)
        if (!n || !NTH[n] || (days[0].n && setPos.length)) return null
        return `${NTH[n]} ${WEEKDAYS[days[0].weekday]} of ${eachPeriod(interval, 'month')}`
      }
      if (days.length || setPos.length || monthDays.length > 1) return null
      const day = monthDays[0] ?? start.getUTCDate()
      if (day === -1) return `The last day of ${eachPeriod(interval, 'month')}`
      return day > 0 ? `The ${ordinal(day)} of ${eachPeriod(interval, 'month')}` : null
    }
    case Frequency.YEARLY: {
      const months = asList(options.bymonth)
      if (days.length || setPos.length || months.length > 1 || monthDays.length > 1) return null
      const month = months[0] ?? start.getUTCMonth() + 1
      const day = monthDays[0] ?? start.getUTCDate()
      return day > 0 ? `${everyPeriod(interval, 'year')} on ${MONTHS[month - 1]} ${day}` : null
    }
    default:
      return null
  }
}

/** How the series ends, as a tail: ", 6 times" or ", until March 1, 2027". */
const ending = (rule: string, options: Partial<RRuleOptions>) => {
  if (options.count) return options.count === 1 ? ', once' : `, ${options.count} times`
  const lastDay = ruleLastDay(rule)
  return lastDay ? `, until ${formatLongDate(lastDay)}` : ''
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The event's rule in words, or null when it has no rule we can read. */
export const describeRecurrence = (event: OccurrenceSource): string | null => {
  const rule = publishableRrule(event)
  if (!rule) return null
  const options = RRule.parseString(rule)
  const words = phrase(options, event.date)
  if (words) return `${words}${ending(rule, options)}`
  return capitalised(new RRule(options).toText())
}

/**
 * What visitors read about the repetition: staff's own words when they wrote some, otherwise the
 * rule in words; "Recurring event" for a series whose rule cannot be read.
 */
export const recurrenceLabel = (
  event: OccurrenceSource & { recurrenceDescription?: string | null },
): string | undefined =>
  event.recurrenceDescription?.trim() ||
  describeRecurrence(event) ||
  (event.isRecurring ? 'Recurring event' : undefined)
