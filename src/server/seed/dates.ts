import { addDays, format, previousSunday, isSunday } from 'date-fns'

import { todayIn } from '@/lib/time/today'
import { timeOfDayIn } from '@/lib/time/zoned'

const iso = (date: Date) => format(date, 'yyyy-MM-dd')

/** The Sunday `weeksAgo` weeks before the most recent Sunday (today, if today is Sunday). */
export const sundayWeeksAgo = (weeksAgo: number, today: Date): string => {
  const lastSunday = isSunday(today) ? today : previousSunday(today)
  return iso(addDays(lastSunday, -7 * weeksAgo))
}

/** The date and time (where the church is) of an instant: a stream that starts then. */
export const startingAt = (instant: Date, timeZone: string) => ({
  date: todayIn(timeZone, instant),
  startTime: timeOfDayIn(instant, timeZone),
})

export const daysFrom = (days: number, today: Date): string => iso(addDays(today, days))

/** The next `month`/`day` on or after today (this year's, or next year's once it has passed). */
const nextAnnual = (today: Date, month: number, day: number): Date => {
  const thisYear = new Date(today.getFullYear(), month - 1, day)
  return thisYear >= startOfDay(today)
    ? thisYear
    : new Date(today.getFullYear() + 1, month - 1, day)
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate())

/** Advent Sunday: the fourth Sunday before Christmas Day (27 November to 3 December). */
const adventSunday = (year: number): Date => {
  const christmas = new Date(year, 11, 25)
  const sundayBefore = isSunday(christmas) ? addDays(christmas, -7) : previousSunday(christmas)
  return addDays(sundayBefore, -21)
}

/**
 * Demo events tied to the church year keep believable dates whenever the seed runs:
 * Christmas Eve on 24 December, Advent Lessons and Carols on the third Sunday of Advent.
 */
export const seasonalDate = (season: 'christmas-eve' | 'advent-carols', today: Date): string => {
  if (season === 'christmas-eve') return iso(nextAnnual(today, 12, 24))
  const thisYear = addDays(adventSunday(today.getFullYear()), 14)
  return iso(
    thisYear >= startOfDay(today) ? thisYear : addDays(adventSunday(today.getFullYear() + 1), 14),
  )
}
