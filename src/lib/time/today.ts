const formatters = new Map<string, Intl.DateTimeFormat>()

// en-CA formats as YYYY-MM-DD. Building a formatter is slow, so each zone's is kept.
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** Today's date (YYYY-MM-DD) where the church is, not where the server happens to run. */
export const todayIn = (timeZone: string, now: Date = new Date()): string =>
  formatterFor(timeZone).format(now)
