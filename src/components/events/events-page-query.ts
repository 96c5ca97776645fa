/** The events page lists nine upcoming events a page (docs/requirements/public-pages.md). */
export const EVENTS_PAGE_LIMIT = 9

/** The URL the events list reads, on the server and again in the browser (page 1: the spec's). */
export const eventsPageUrl = (page = 1) =>
  `/api/events?upcoming=true&limit=${EVENTS_PAGE_LIMIT}${page > 1 ? `&page=${page}` : ''}`

/** The page's own address: /events, then /events/page/2, … (as the sermon archive's). */
export const eventsPagePath = (page: number) => (page > 1 ? `/events/page/${page}` : '/events')

export const eventsPageCount = (total: number) => Math.max(1, Math.ceil(total / EVENTS_PAGE_LIMIT))
