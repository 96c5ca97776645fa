import { publishableRrule } from './recurrence'

/**
 * The dashboard's recurrence editor in words (docs/decisions/017-recurring-events.md): what staff
 * pick, and the RRULE it stands for. A rule the pickers cannot show (typed in the advanced view)
 * stays as text.
 */

export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const
export type WeekdayCode = (typeof WEEKDAY_CODES)[number]

/** Each weekday in words, for pickers and pages. */
export const WEEKDAY_NAMES: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
}

export const FREQUENCIES = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const
export type RepeatFrequency = (typeof FREQUENCIES)[number]

/** Monthly: on the same day number, or on the Nth (or last, -1) weekday. */
export type MonthlyMode = 'dayOfMonth' | 'weekdayOfMonth'
export type RepeatEnd = 'never' | 'onDate' | 'afterCount'

export type RepeatChoice = {
  frequency: RepeatFrequency
  /** Every N days, weeks, months or years. */
  interval: number
  weekdays: WeekdayCode[]
  monthlyMode: MonthlyMode
  monthDay: number
  /** 1 to 4 for first to fourth, -1 for last. */
  weekOfMonth: number
  weekday: WeekdayCode
  end: RepeatEnd
  /** YYYY-MM-DD, the last day of the series (inclusive). */
  until: string
  count: number
}

const weekdayOf = (date: string): WeekdayCode => {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay()
  return WEEKDAY_CODES[(day + 6) % 7]
}

/** The week of the month a date falls in (1 to 4), or last (-1) for the 29th onwards. */
const weekOfMonthOf = (date: string) => {
  const day = Number(date.slice(8, 10))
  return day > 28 ? -1 : Math.ceil(day / 7)
}

/** A fresh choice that matches the event's date: weekly on its weekday, monthly on its day. */
export const choiceForDate = (date: string, frequency: RepeatFrequency = 'none'): RepeatChoice => {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date)
  return {
    frequency,
    interval: 1,
    weekdays: valid ? [weekdayOf(date)] : [],
    monthlyMode: 'dayOfMonth',
    monthDay: valid ? Number(date.slice(8, 10)) : 1,
    weekOfMonth: valid ? weekOfMonthOf(date) : 1,
    weekday: valid ? weekdayOf(date) : 'SU',
    end: 'never',
    until: '',
    count: 10,
  }
}

const FREQ_WORD: Record<Exclude<RepeatFrequency, 'none'>, string> = {
  daily: 'DAILY',
  weekly: 'WEEKLY',
  monthly: 'MONTHLY',
  yearly: 'YEARLY',
}

/** The RRULE the choice stands for ("FREQ=WEEKLY;INTERVAL=2;BYDAY=WE"), or null for "does not repeat". */
export const ruleFromChoice = (choice: RepeatChoice): string | null => {
  if (choice.frequency === 'none') return null
  const parts = [`FREQ=${FREQ_WORD[choice.frequency]}`]
  if (choice.interval > 1) parts.push(`INTERVAL=${choice.interval}`)
  if (choice.frequency === 'weekly' && choice.weekdays.length)
    parts.push(`BYDAY=${WEEKDAY_CODES.filter((day) => choice.weekdays.includes(day)).join(',')}`)
  if (choice.frequency === 'monthly')
    parts.push(
      choice.monthlyMode === 'dayOfMonth'
        ? `BYMONTHDAY=${choice.monthDay}`
        : `BYDAY=${choice.weekOfMonth}${choice.weekday}`,
    )
  if (choice.end === 'onDate' && choice.until) parts.push(`UNTIL=${choice.until.replace(/-/g, '')}`)
  if (choice.end === 'afterCount') parts.push(`COUNT=${choice.count}`)
  return parts.join(';')
}

const FREQ_OF: Record<string, RepeatFrequency> = {
  DAILY: 'daily',
  WEEKLY: 'weekly',
  MONTHLY: 'monthly',
  YEARLY: 'yearly',
}
const NTH_WEEKDAY = /^(-1|[1-4])(MO|TU|WE|TH|FR|SA|SU)$/

/**
 * The pickers' view of a stored rule, or null when the pickers cannot show it (an unreadable
 * free-text rule, or one with parts they do not offer): the editor then opens the advanced view.
 */
export const choiceFromRule = (
  rule: string | null | undefined,
  date: string,
): RepeatChoice | null => {
  if (!rule?.trim()) return choiceForDate(date)
  const published = publishableRrule({ isRecurring: true, recurrenceRule: rule })
  if (!published) return null
  const parts = new Map(published.split(';').map((part) => part.split('=') as [string, string]))
  const frequency = FREQ_OF[parts.get('FREQ') ?? '']
  const choice = choiceForDate(date, frequency)
  const known = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL'])
  choice.interval = Number(parts.get('INTERVAL') ?? 1)
  if (parts.has('COUNT'))
    Object.assign(choice, { end: 'afterCount', count: Number(parts.get('COUNT')) })
  const until = parts.get('UNTIL')
  if (until) {
    choice.end = 'onDate'
    choice.until = `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}`
  }
  const byDay = parts.get('BYDAY')
  if (frequency === 'weekly' && byDay) {
    const days = byDay.split(',')
    if (!days.every((day) => (WEEKDAY_CODES as readonly string[]).includes(day))) return null
    choice.weekdays = days as WeekdayCode[]
    known.add('BYDAY')
  }
  if (frequency === 'monthly' && byDay) {
    const nth = NTH_WEEKDAY.exec(byDay)
    if (!nth) return null
    Object.assign(choice, {
      monthlyMode: 'weekdayOfMonth',
      weekOfMonth: Number(nth[1]),
      weekday: nth[2],
    })
    known.add('BYDAY')
  }
  const monthDay = parts.get('BYMONTHDAY')
  if (frequency === 'monthly' && monthDay && /^([1-9]|[12]\d|3[01])$/.test(monthDay)) {
    Object.assign(choice, { monthlyMode: 'dayOfMonth', monthDay: Number(monthDay) })
    known.add('BYMONTHDAY')
  }
  return [...parts.keys()].every((key) => known.has(key)) ? choice : null
}
