import { conditionalGet } from '@/server/http/conditional-get'

import type { RenderedCalendar } from './load-calendar'

/**
 * A calendar as HTTP, 304 to a calendar app whose copy is current (conditional-get.ts). `inline`
 * for the subscribed feed (calendar apps fetch it), `attachment` for one event's download, so a
 * browser hands the file to the calendar app.
 */
export const calendarResponse = (
  request: Request,
  { etag, ics }: RenderedCalendar,
  download?: string,
): Response =>
  conditionalGet(
    request,
    {
      etag,
      headers: { 'cache-control': 'public, max-age=0, must-revalidate' },
      contentHeaders: {
        'content-type': 'text/calendar; charset=utf-8',
        ...(download ? { 'content-disposition': `attachment; filename="${download}"` } : {}),
      },
    },
    () => ics,
  )
