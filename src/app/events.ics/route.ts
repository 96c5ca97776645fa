import { calendarResponse } from '@/server/calendar/calendar-response'
import { loadEventsCalendar } from '@/server/calendar/load-calendar'

/** GET /events.ics: upcoming events, for calendar apps to subscribe to. */
export const GET = async (request: Request) => calendarResponse(request, await loadEventsCalendar())
