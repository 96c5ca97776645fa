/** English month names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/

/**
 * US long date ('November 23, 2026'), in the runtime's own time zone as Intl's en-US long date
 * would print it, but without Intl: no date library ships to visitors, and a browser's first
 * Intl.DateTimeFormat loads its locale data, a long task on the events page's main thread
 * (docs/performance-log.md). A bare YYYY-MM-DD is read at
 * noon so no time zone moves it to the day before; anything that is not an ISO date or date-time
 * is shown as it came.
 */
export const formatLongDate = (value: string | null | undefined): string => {
  if (!value) return ''
  if (!ISO_DATE_TIME.test(value)) return value
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value)
  if (Number.isNaN(date.getTime())) return value
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`
}

/** 'HH:MM' (24-hour) as a 12-hour time such as '7:00 PM'; anything else as it came. */
export const formatTime = (value: string | null | undefined): string => {
  if (!value) return ''
  const match = /^(\d{2}):(\d{2})$/.exec(value)
  if (!match) return value
  const hours = Number(match[1])
  const suffix = hours >= 12 ? 'PM' : 'AM'
  return `${hours % 12 || 12}:${match[2]} ${suffix}`
}

/** An ISO date-time as words in the runtime's zone: 'November 23, 2026 at 3:30 AM'. */
export const formatDateAndTime = (value: string | null | undefined): string => {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  const clock = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`
  return `${formatLongDate(value)} at ${formatTime(clock)}`
}
