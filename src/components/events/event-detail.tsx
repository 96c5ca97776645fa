import { buttonClasses, cx } from '@/components/ui/styles'
import { LinkedText } from '@/components/content/linked-text'
import { EventImage } from '@/components/cards/event-image.client'
import { splitParagraphs } from '@/lib/content/description'

import type { Event } from '../../../payload-types'
import { AddToCalendar } from './add-to-calendar'
import { BackToEventsLink } from './back-to-events-link'
import { EventFacts } from './event-facts'
import { EventRegistration } from './event-registration.client'

// The URL field is validated on save; this keeps any other scheme from ever becoming a link.
const isWebLink = (url: string | null | undefined): url is string =>
  Boolean(url && /^https?:\/\//i.test(url))

type Props = {
  event: Event
  /** The next occurrence and the ones after it (empty once the event is over). */
  dates: string[]
  /** The repetition in words for the badge, worked out on the server. */
  recurrence: string | undefined
  contactEmail: string
  timeZone: string
  pageUrl: string
}

/** One event: hero image, recurrence, description with live links, details panel. */
export const EventDetail = ({
  event,
  dates,
  recurrence,
  contactEmail,
  timeZone,
  pageUrl,
}: Props) => {
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <BackToEventsLink />
      <div className="mt-6 overflow-hidden rounded-lg">
        <EventImage src={event.imageUrl} alt="" priority />
      </div>
      <header className="mt-8">
        {recurrence ? (
          <p className="inline-block rounded-full bg-accent px-3 py-1 text-sm font-semibold text-white">
            {recurrence}
          </p>
        ) : null}
        <h1 className="mt-3 text-3xl font-bold text-secondary sm:text-4xl">{event.title}</h1>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h2 className="sr-only">About This Event</h2>
          <div className="space-y-4 text-lg leading-8 text-slate-800">
            {splitParagraphs(event.description).map((paragraph, index) => (
              <p key={index}>
                <LinkedText text={paragraph} />
              </p>
            ))}
          </div>
          {isWebLink(event.externalUrl) ? (
            <a
              href={event.externalUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={cx(buttonClasses.cta, 'mt-8 inline-block')}
            >
              {event.externalLinkText || 'Learn More'}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          <AddToCalendar event={event} timeZone={timeZone} pageUrl={pageUrl} />
          {event.registration?.enabled && dates.length ? (
            <EventRegistration eventId={event.id} dates={dates} />
          ) : null}
        </div>
        <EventFacts event={event} dates={dates} contactEmail={contactEmail} />
      </div>
    </article>
  )
}
