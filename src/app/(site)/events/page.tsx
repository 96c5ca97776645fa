import type { Metadata } from 'next'

import { CalendarSubscribe } from '@/components/events/calendar-subscribe'
import { EVENTS_PAGE_LIMIT } from '@/components/events/events-page-query'
import { UpcomingEvents } from '@/components/events/upcoming-events.client'
import { listEvents } from '@/server/events/list-events'
import { EVENTS_CALENDAR_PATH } from '@/lib/calendar/paths'
import { pageMetadata } from '@/server/seo/page-metadata'
import { siteUrl } from '@/server/site-url'

export const metadata: Metadata = pageMetadata('/events', {
  title: 'Events',
  description: 'Upcoming worship, study, fellowship and service events in our parish.',
  feeds: { 'text/calendar': [{ url: EVENTS_CALENDAR_PATH, title: 'Events calendar' }] },
})

const EventsPage = async () => {
  const events = await listEvents({ upcoming: true, limit: EVENTS_PAGE_LIMIT })
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-bold text-secondary">Events</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Worship, study, fellowship and service: there is always a place for you at the table.
      </p>
      <CalendarSubscribe feedUrl={siteUrl(EVENTS_CALENDAR_PATH)} />
      <div className="mt-10">
        <UpcomingEvents initialEvents={events} />
      </div>
    </div>
  )
}

export default EventsPage
