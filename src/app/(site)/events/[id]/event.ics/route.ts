import { calendarResponse } from '@/server/calendar/calendar-response'
import { eventCalendar } from '@/server/calendar/load-calendar'

import { loadEvent } from '../load-event'

type Context = { params: Promise<{ id: string }> }

/** GET /events/{id}/event.ics: one event, to add to a calendar. */
export const GET = async (request: Request, { params }: Context) => {
  const event = await loadEvent((await params).id)
  if (!event) {
    return new Response('Event not found.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  return calendarResponse(request, await eventCalendar(event), `event-${event.id}.ics`)
}
