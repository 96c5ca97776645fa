import type { PublishingState } from '@/lib/schemas/publishing'

const formatters = new Map<string, Intl.DateTimeFormat>()

const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/**
 * An instant in the church's time zone, in words: "Sun 6 Dec, 10:00 AM", with the year when it
 * is not this year's ("Wed 6 Jan 2027, 9:00 AM"). Staff never read ISO times.
 */
export const whenInWords = (iso: string, timeZone: string, now = new Date()): string => {
  const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
    parts.find((p) => p.type === type)?.value ?? ''
  const parts = formatterFor(timeZone).formatToParts(new Date(iso))
  const year = part(parts, 'year')
  const thisYear = part(formatterFor(timeZone).formatToParts(now), 'year')
  const day = `${part(parts, 'weekday')} ${part(parts, 'day')} ${part(parts, 'month')}`
  const time = `${part(parts, 'hour')}:${part(parts, 'minute')} ${part(parts, 'dayPeriod')}`
  return `${day}${year === thisYear ? '' : ` ${year}`}, ${time}`
}

/** What the staff lists say of an item: "Draft", "Scheduled for Sun 6 Dec, 10:00 AM", … */
export const publishingInWords = (state: PublishingState, timeZone: string): string => {
  const status =
    state.status === 'scheduled' && state.publishAt
      ? `Scheduled for ${whenInWords(state.publishAt, timeZone)}`
      : state.status === 'draft'
        ? 'Draft'
        : state.status === 'changed'
          ? 'Changed since publishing'
          : 'Published'
  return state.unpublishAt
    ? `${status}; leaves the site ${whenInWords(state.unpublishAt, timeZone)}`
    : status
}
