'use client'

import { useQuery } from '@tanstack/react-query'

import { EventCard } from '@/components/cards/event-card'

import type { Event } from '../../../payload-types'
import { EVENTS_PAGE_URL } from './events-page-query'

/**
 * The events grid. The server renders the first list; it is then refetched on every visit and
 * whenever the window regains focus (docs/requirements/public-pages.md), so this query alone is
 * never fresh (staleTime 0).
 */
export const UpcomingEvents = ({ initialEvents }: { initialEvents: Event[] }) => {
  const { data: events, isPending } = useQuery<Event[]>({
    queryKey: [EVENTS_PAGE_URL],
    initialData: initialEvents,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
  })

  if (isPending) {
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
