import { EventNotFound } from '@/components/events/event-not-found'

/**
 * notFound() from /events/{id}'s layout lands here: the 'Event Not Found' screen
 * (docs/requirements/public-pages.md). It sits above the event's loading boundary, so the response
 * can still carry HTTP 404.
 */
const EventNotFoundPage = () => <EventNotFound />

export default EventNotFoundPage
