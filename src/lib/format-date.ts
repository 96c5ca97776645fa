import { format, isValid, parseISO } from 'date-fns'

/**
 * US long date ('MMMM d, yyyy'). A bare YYYY-MM-DD is read at noon so no time zone moves it
 * to the day before; anything unparseable is shown as it came.
 */
export const formatLongDate = (value: string | null | undefined): string => {
  if (!value) return ''
  const date = parseISO(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value)
  return isValid(date) ? format(date, 'MMMM d, yyyy') : value
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
