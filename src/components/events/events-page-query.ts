/** The events page lists at most nine upcoming events (docs/requirements/public-pages.md). */
export const EVENTS_PAGE_LIMIT = 9

/** The URL the events list reads, on the server and again in the browser. */
export const EVENTS_PAGE_URL = `/api/events?upcoming=true&limit=${EVENTS_PAGE_LIMIT}`
