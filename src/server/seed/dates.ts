import { addDays, format, previousSunday, isSunday } from 'date-fns'

const iso = (date: Date) => format(date, 'yyyy-MM-dd')

/** The Sunday `weeksAgo` weeks before the most recent Sunday (today, if today is Sunday). */
export const sundayWeeksAgo = (weeksAgo: number, today: Date): string => {
  const lastSunday = isSunday(today) ? today : previousSunday(today)
  return iso(addDays(lastSunday, -7 * weeksAgo))
}

export const daysFrom = (days: number, today: Date): string => iso(addDays(today, days))
