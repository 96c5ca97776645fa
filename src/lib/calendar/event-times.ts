import { addDays, format, parseISO } from 'date-fns'

/**
 * When an event starts and ends, as calendars need it. Events keep a date and optional HH:MM
 * times in the church's time zone:
 * - no start time: an all-day event (the end is the next day, exclusive, as RFC 5545 says);
 * - no end time: one hour long (calendar apps need an end; an hour is what they default to);
 * - an end time before the start: it ends the next day (a late-night vigil).
 */
export type EventTimes =
  | { allDay: true; startDate: string; endDate: string }
  | { allDay: false; startDate: string; startTime: string; endDate: string; endTime: string }

export type TimedSource = { date: string; startTime?: string | null; endTime?: string | null }

const nextDay = (date: string) => format(addDays(parseISO(date), 1), 'yyyy-MM-dd')

const plusOneHour = (time: string): { time: string; nextDay: boolean } => {
  const [hour, minute] = time.split(':').map(Number)
  const total = hour * 60 + minute + 60
  const wrapped = total % (24 * 60)
  const pad = (n: number) => String(n).padStart(2, '0')
  return {
    time: `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`,
    nextDay: total >= 24 * 60,
  }
}

export const eventTimes = ({ date, startTime, endTime }: TimedSource): EventTimes => {
  if (!startTime) return { allDay: true, startDate: date, endDate: nextDay(date) }
  if (!endTime) {
    const end = plusOneHour(startTime)
    return {
      allDay: false,
      startDate: date,
      startTime,
      endDate: end.nextDay ? nextDay(date) : date,
      endTime: end.time,
    }
  }
  const endDate = endTime <= startTime ? nextDay(date) : date
  return { allDay: false, startDate: date, startTime, endDate, endTime }
}
