import { NotFoundResponse } from '@/components/content/not-found-response'
import { EventDetail } from '@/components/events/event-detail'
import { EventNotFound } from '@/components/events/event-not-found'
import { PreviewedItemBanner } from '@/components/preview/previewed-item-banner'
import { JsonLd } from '@/components/seo/json-ld'
import { env } from '@/env'
import { recurrenceLabel } from '@/lib/calendar/describe-recurrence'
import { occurrenceDates } from '@/lib/calendar/occurrences'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import { previewingStaff } from '@/server/preview/staff-previewer'
import { eventLd } from '@/server/seo/structured-data'
import { siteUrl } from '@/server/site-url'
import { todayIn } from '@/lib/time/today'
import { previewableSiteConfig } from '@/server/preview/page-content'

import { loadEvent } from './load-event'

/** The next occurrence and the few after it, as the event page lists them. */
const NEXT_DATES_SHOWN = 5

type Props = { params: Promise<{ id: string }> }

// No id is rendered at build time (there is no database then); each page is rendered on its first
// visit and cached like the static routes. Without this export Next renders every visit anew.
export const generateStaticParams = async () => []

/**
 * One event; the layout has already turned a missing or unreadable one away. Staff previewing
 * (draft mode and a staff session) see it as last saved, under a banner.
 */
const EventPage = async ({ params }: Props) => {
  const { id } = await params
  const previewer = await previewingStaff()
  const [event, config] = await Promise.all([loadEvent(id, previewer), previewableSiteConfig()])
  if (!event) {
    return (
      <NotFoundResponse>
        <EventNotFound />
      </NotFoundResponse>
    )
  }
  return (
    <>
      {previewer ? (
        <PreviewedItemBanner
          collection="events"
          id={id}
          staff={previewer}
          path={`/events/${event.id}`}
        />
      ) : null}
      <JsonLd data={eventLd(event, config, env.TIME_ZONE)} />
      <EventDetail
        event={event}
        dates={occurrenceDates(event, { from: todayIn(env.TIME_ZONE), count: NEXT_DATES_SHOWN })}
        recurrence={recurrenceLabel(event)}
        contactEmail={config.email || CONTACT_FALLBACKS.email}
        timeZone={env.TIME_ZONE}
        pageUrl={siteUrl(`/events/${event.id}`)}
      />
    </>
  )
}

export default EventPage
