import Link from 'next/link'

import { cardClasses, cx } from '@/components/ui/styles'
import { formatLongDate, formatTime } from '@/lib/format-date'

import type { Event } from '../../../payload-types'
import { EventImage } from './event-image.client'

/**
 * An event as a list gives it: an upcoming list adds the date it next happens on and its
 * repetition in words (src/server/events/upcoming-events.ts).
 */
export type ListedEvent = Event & { nextDate?: string; recurrenceText?: string }

/** An event in a grid: image, next date, time and place; links to /events/{id}. */
/** priority: for the first cards of a page, whose image is the largest content on a phone. */
export const EventCard = ({
  event,
  priority = false,
}: {
  event: ListedEvent
  priority?: boolean
}) => (
  // A card below the fold is laid out only near the viewport; the estimate is its height on a
  // phone (src/app/globals.css). The first cards are on screen at once and hold the largest
  // image: they are drawn as they are.
  <article
    className={cx(
      cardClasses.flush,
      'flex h-full flex-col',
      !priority && 'render-when-near [--near-height:21rem]',
    )}
  >
    <EventImage src={event.imageUrl} alt="" priority={priority} />
    <div className="flex flex-1 flex-col p-5">
      <h3 className="text-lg font-semibold text-secondary">
        <Link href={`/events/${event.id}`} className="hover:text-primary hover:underline">
          {event.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm text-slate-700">
        {formatLongDate(event.nextDate ?? event.date)}
        {event.startTime ? ` · ${formatTime(event.startTime)}` : ''}
        {event.endTime ? ` – ${formatTime(event.endTime)}` : ''}
      </p>
      {event.location ? <p className="text-sm text-slate-700">{event.location}</p> : null}
      {(event.recurrenceText ?? event.recurrenceDescription) ? (
        <p className="mt-2 text-xs font-semibold text-accent">
          {event.recurrenceText ?? event.recurrenceDescription}
        </p>
      ) : null}
    </div>
  </article>
)
