'use client'

import { EventCard, type ListedEvent } from '@/components/cards/event-card'
import { apiJson } from '@/lib/api/api-request'
import { useCachedRead } from '@/lib/api/use-cached-read'

import { eventsPageUrl } from './events-page-query'

type Props = { initialEvents: ListedEvent[]; page: number }

/**
 * The events grid of one page. The server renders the first list; the list is then read again on
 * every visit and whenever the window regains focus (docs/requirements/public-pages.md).
 */
export const UpcomingEvents = ({ initialEvents, page }: Props) => {
  const url = eventsPageUrl(page)
  const { data: events, isPending } = useCachedRead<ListedEvent[]>(
    url,
    () => apiJson<ListedEvent[]>('GET', url),
    {
      initial: { key: url, data: initialEvents },
      refetchOnMount: true,
      refetchOnFocus: true,
    },
  )

  if (isPending || !events) {
    return (
      <p role="status" className="py-16 text-center text-slate-700">
        Loading events...
      </p>
    )
  }
  if (events.length === 0) {
    return (
      <section aria-labelledby="no-events-heading" className="py-16 text-center">
        <h2 id="no-events-heading" className="text-2xl font-semibold text-secondary">
          No Upcoming Events
        </h2>
        <p className="mt-3 text-slate-700">
          Check back soon for new events and opportunities to connect!
        </p>
      </section>
    )
  }
  return (
    <section aria-labelledby="upcoming-events-heading">
      <h2 id="upcoming-events-heading" className="text-2xl font-semibold text-secondary">
        Upcoming Events
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {events.map((event, index) => (
          <li key={event.id}>
            <EventCard event={event} priority={index < 3} />
          </li>
        ))}
      </ul>
    </section>
  )
}
