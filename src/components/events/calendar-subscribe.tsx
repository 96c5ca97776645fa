import { EVENTS_CALENDAR_PATH } from '@/lib/calendar/paths'

/**
 * Subscribe links for the events calendar: webcal:// makes Apple Calendar and Outlook subscribe
 * (not import once), and Google Calendar subscribes through its "add by URL" address.
 */
export const CalendarSubscribe = ({ feedUrl }: { feedUrl: string }) => {
  const webcal = feedUrl.replace(/^https?:/, 'webcal:')
  const google = `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`
  const linkClass = 'font-semibold text-primary underline underline-offset-2 hover:opacity-80'
  return (
    <p className="mt-4 text-slate-700">
      Keep up with every event in your calendar app:{' '}
      <a href={webcal} className={linkClass}>
        Subscribe to the calendar
      </a>
      {' · '}
      <a href={google} target="_blank" rel="noopener noreferrer" className={linkClass}>
        Add to Google Calendar<span className="sr-only"> (opens in a new tab)</span>
      </a>
      {' · '}
      <a href={EVENTS_CALENDAR_PATH} type="text/calendar" className={linkClass}>
        .ics feed
      </a>
    </p>
  )
}
