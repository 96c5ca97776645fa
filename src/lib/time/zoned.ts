import { TZDate } from '@date-fns/tz'

/**
 * Events and sermons keep a calendar date (YYYY-MM-DD) and a time of day (HH:MM) with no zone:
 * they happen in the church's TIME_ZONE. This turns one into the instant it names there,
 * daylight saving included.
 */
export const zonedInstant = (date: string, time: string, timeZone: string): Date => {
  const [year, month, day] = date.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  return new Date(new TZDate(year, month - 1, day, hour, minute, 0, timeZone).getTime())
}

/** "2026-12-24T23:00:00-05:00": the local time with its offset, as schema.org and Outlook want. */
export const zonedIso = (date: string, time: string, timeZone: string): string => {
  const [year, month, day] = date.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  const local = new TZDate(year, month - 1, day, hour, minute, 0, timeZone)
  const offsetMinutes = -local.getTimezoneOffset()
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date}T${pad(hour)}:${pad(minute)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/** An instant as the church's local date-time with its offset: "2026-11-22T11:38:15-05:00". */
export const zonedIsoAt = (instant: Date, timeZone: string): string => {
  const local = new TZDate(instant.getTime(), timeZone)
  const offsetMinutes = -local.getTimezoneOffset()
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  const date = `${local.getFullYear()}-${pad2(local.getMonth() + 1)}-${pad2(local.getDate())}`
  const time = `${pad2(local.getHours())}:${pad2(local.getMinutes())}:${pad2(local.getSeconds())}`
  return `${date}T${time}${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`
}

/** The time of day (HH:MM, 24-hour) an instant falls on where the church is. */
export const timeOfDayIn = (instant: Date, timeZone: string): string => {
  const local = new TZDate(instant.getTime(), timeZone)
  return `${pad2(local.getHours())}:${pad2(local.getMinutes())}`
}
