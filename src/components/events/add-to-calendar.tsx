import { buttonClasses } from '@/components/ui/styles'
import { googleCalendarLink, outlookCalendarLink } from '@/lib/calendar/add-links'
import { eventCalendarPath } from '@/lib/calendar/paths'

import type { Event } from '../../../payload-types'

type Props = { event: Event; timeZone: string; pageUrl: string }

const linkClass = buttonClasses.chip

/** Three ways to put the event in a calendar: the .ics file, Google and Outlook. */
export const AddToCalendar = ({ event, timeZone, pageUrl }: Props) => (
  <section aria-labelledby="add-to-calendar-heading" className="mt-8">
    <h2 id="add-to-calendar-heading" className="text-lg font-semibold text-secondary">
      Add to Calendar
    </h2>
    <ul className="mt-3 flex flex-wrap gap-2">
      <li>
        <a href={eventCalendarPath(event.id)} download className={linkClass}>
          Download .ics
        </a>
      </li>
      <li>
        <a
          href={googleCalendarLink(event, timeZone, pageUrl)}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          Add to Google Calendar<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
      <li>
        <a
          href={outlookCalendarLink(event, timeZone, pageUrl)}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          Add to Outlook<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
    </ul>
  </section>
)
