/** The events page lists at most nine upcoming events (docs/requirements/public-pages.md). */
export const EVENTS_PAGE_LIMIT = 9

/** Its query key and the URL the default query function GETs. */
export const EVENTS_PAGE_URL = `/api/events?upcoming=true&limit=${EVENTS_PAGE_LIMIT}`
