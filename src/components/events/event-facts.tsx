import { buttonClasses, cx, panelClass } from '@/components/ui/styles'
import { formatLongDate, formatTime } from '@/lib/format-date'

import type { Event } from '../../../payload-types'
import { eventMailto } from './event-mailto'

/**
 * The time range as required (docs/requirements/public-pages.md): 12-hour, start – end (either may
 * be unset).
 */
const timeRange = ({ startTime, endTime }: Pick<Event, 'startTime' | 'endTime'>) =>
  [formatTime(startTime), formatTime(endTime)].filter(Boolean).join(' – ')

type Props = { event: Event; dates: string[]; contactEmail: string }

/**
 * The panel beside an event: its (next) date, time, place, the dates after it for a series, and
 * a Contact Us email about it.
 */
export const EventFacts = ({ event, dates, contactEmail }: Props) => {
  const time = timeRange(event)
  const [next = event.date, ...later] = dates
  const facts = [
    { term: 'Date', value: formatLongDate(next) },
    { term: 'Time', value: time },
    { term: 'Location', value: event.location ?? '' },
  ].filter(({ value }) => value)
  return (
    <aside aria-labelledby="event-details-heading" className={cx(panelClass, 'p-6')}>
      <h2 id="event-details-heading" className="text-xl font-semibold text-secondary">
        Event Details
      </h2>
      <dl className="mt-4 space-y-4">
        {facts.map(({ term, value }) => (
          <div key={term}>
            <dt className="text-sm font-semibold uppercase tracking-wide text-slate-700">{term}</dt>
            <dd className="mt-1 text-slate-900">{value}</dd>
          </div>
        ))}
        {later.length ? (
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wide text-slate-700">
              Following dates
            </dt>
            <dd className="mt-1 text-slate-900">
              <ul aria-label="Following dates">
                {later.map((date) => (
                  <li key={date}>{formatLongDate(date)}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      <a
        href={eventMailto(contactEmail, { ...event, date: next })}
        className={cx(buttonClasses.cta, 'mt-6 block')}
      >
        Contact Us
      </a>
    </aside>
  )
}
