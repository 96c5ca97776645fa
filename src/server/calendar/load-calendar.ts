import { env } from '@/env'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import { slugs } from '@/lib/slugs'
import { getPayloadClient } from '@/server/payload'
import { cachedText } from '@/server/cache/cached-read'
import { etagOf } from '@/server/http/entity-tags'
import { getPublicSiteConfig } from '@/server/site-config/get-site-config'
import { upcomingCandidates, upcomingOf } from '@/server/events/upcoming-events'
import { todayIn } from '@/lib/time/today'

import type { Event } from '../../../payload-types'
import { buildCalendar } from './build-calendar'

/** Events still ahead: dated today or later, or a series whose rule has not run out. */
const readUpcoming = async (today: string): Promise<Event[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.events,
    where: upcomingCandidates(today),
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return upcomingOf(docs, today)
}

const calendarName = async () => {
  const config = await getPublicSiteConfig()
  return `${config.churchName || CONTACT_FALLBACKS.churchName} Events`
}

const withEtag = (ics: string) => `${etagOf(ics)}\n${ics}`

const renderFeed = async (today: string) =>
  withEtag(
    buildCalendar(await readUpcoming(today), {
      name: await calendarName(),
      timeZone: env.TIME_ZONE,
      siteUrl: env.SITE_URL,
    }),
  )

// Today is part of the key: the feed drops past events when the church's day changes.
const cachedFeed = cachedText(
  renderFeed,
  ['calendar:feed'],
  [slugs.events, slugs.siteConfig],
  // Route handlers render per request, never at build; this only satisfies the build-phase guard.
  '\n',
)

export type RenderedCalendar = { etag: string; ics: string }

const split = (stored: string): RenderedCalendar => {
  const at = stored.indexOf('\n')
  return { etag: stored.slice(0, at), ics: stored.slice(at + 1) }
}

/** The subscribable calendar of upcoming events. */
export const loadEventsCalendar = async (): Promise<RenderedCalendar> =>
  split(await cachedFeed(todayIn(env.TIME_ZONE)))

/** One event as a calendar file (read fresh, like the event page). */
export const eventCalendar = async (event: Event): Promise<RenderedCalendar> =>
  split(
    withEtag(
      buildCalendar([event], {
        name: await calendarName(),
        timeZone: env.TIME_ZONE,
        siteUrl: env.SITE_URL,
      }),
    ),
  )
