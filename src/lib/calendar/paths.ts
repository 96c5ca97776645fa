/** Where the subscribable events calendar is served (src/app/events.ics/route.ts). */
export const EVENTS_CALENDAR_PATH = '/events.ics'

/** One event as a calendar file. */
export const eventCalendarPath = (id: number | string) => `/events/${id}/event.ics`
