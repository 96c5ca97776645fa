import type { Metadata } from 'next'

import { EventsArchive } from '@/components/events/events-archive'
import { EVENTS_CALENDAR_PATH } from '@/lib/calendar/paths'
import { pageMetadata } from '@/server/seo/page-metadata'

export const metadata: Metadata = pageMetadata('/events', {
  title: 'Events',
  description: 'Upcoming worship, study, fellowship and service events in our parish.',
  feeds: { 'text/calendar': [{ url: EVENTS_CALENDAR_PATH, title: 'Events calendar' }] },
})

/** The first page of upcoming events. */
const EventsPage = () => <EventsArchive page={1} />

export default EventsPage
