import type { RenderedCalendar } from './load-calendar'

/**
 * A calendar as HTTP. `inline` for the subscribed feed (calendar apps fetch it), `attachment`
 * for one event's download, so a browser hands the file to the calendar app.
 */
export const calendarResponse = (
  request: Request,
  { etag, ics }: RenderedCalendar,
  download?: string,
): Response => {
  const headers: Record<string, string> = {
    etag,
    'cache-control': 'public, max-age=0, must-revalidate',
  }
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers })
  return new Response(ics, {
    headers: {
      ...headers,
      'content-type': 'text/calendar; charset=utf-8',
      ...(download ? { 'content-disposition': `attachment; filename="${download}"` } : {}),
    },
  })
}
