import { notFound } from 'next/navigation'

import { CalendarSubscribe } from '@/components/events/calendar-subscribe'
import { SermonPager } from '@/components/sermons/sermon-pager'
import { EVENTS_CALENDAR_PATH } from '@/lib/calendar/paths'
import { countOf } from '@/lib/format-count'
import { listUpcomingEvents } from '@/server/events/list-events'
import { siteUrl } from '@/server/site-url'

import { EVENTS_PAGE_LIMIT, eventsPageCount, eventsPagePath } from './events-page-query'
import { UpcomingEvents } from './upcoming-events.client'

/**
 * One page of the upcoming events, rendered on the server: the cards, how many there are in all
 * and links to every page (the sermon archive's pager), so each event is reachable and crawlable.
 */
export const EventsArchive = async ({ page }: { page: number }) => {
  const { events, total } = await listUpcomingEvents({ limit: EVENTS_PAGE_LIMIT, page })
  const totalPages = eventsPageCount(total)
  if (page > totalPages) notFound()
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-bold text-secondary">Events</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Worship, study, fellowship and service: there is always a place for you at the table.
      </p>
      <CalendarSubscribe feedUrl={siteUrl(EVENTS_CALENDAR_PATH)} />
      <div className="mt-10">
        {total > 0 ? (
          <p className="mb-2 text-sm font-medium text-slate-700">
            {countOf(total, 'upcoming event')}
            {totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}
          </p>
        ) : null}
        <UpcomingEvents initialEvents={events} page={page} />
        <SermonPager
          page={page}
          totalPages={totalPages}
          hrefFor={eventsPagePath}
          label="Event pages"
        />
      </div>
    </div>
  )
}
