import type {
  BroadcastEvent,
  Church,
  DayOfWeek,
  Event as EventLd,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  VideoObject,
  WithContext,
} from 'schema-dts'

import { eventTimes } from '@/lib/calendar/event-times'
import { nextOccurrence } from '@/lib/calendar/occurrences'
import { durationSeconds, isoDuration } from '@/lib/content/duration'
import { splitParagraphs } from '@/lib/content/description'
import { displaySermonTitle } from '@/lib/content/sermon-title'
import { toEmbedUrl, youtubeVideoId } from '@/lib/content/youtube'
import type { ServiceTime } from '@/lib/service-times/service-time'
import { schemaOrgDay } from '@/lib/service-times/weekdays'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import { liveWindow } from '@/server/live-streams/live-window'
import type { PublicSiteConfig } from '@/server/site-config/get-site-config'
import { absoluteLocation, siteUrl } from '@/server/site-url'
import { seriesStart } from '@/server/calendar/repeating-lines'
import { todayIn } from '@/lib/time/today'
import { zonedIso, zonedIsoAt } from '@/lib/time/zoned'

import type { Event, LiveStream, Sermon } from '../../../payload-types'
import { eventSchedule } from './event-schedule'
import { ogCardPath, shareableImage } from './page-metadata'

/** The site's own icon (src/app/icon.svg), served by Next at this path. */
const SITE_ICON_PATH = '/icon.svg'

/** Google's structured-data fields for each type are listed in docs/podcast-calendar-seo.md. */

const churchName = (config: PublicSiteConfig) => config.churchName || CONTACT_FALLBACKS.churchName

/**
 * The address in the parts Google documents (street, locality, region, postal code, country);
 * only the one line when staff have not given the parts (an address saved before they existed).
 */
const postalAddress = (config: PublicSiteConfig): PostalAddress => {
  const parts = {
    streetAddress: config.addressStreet,
    addressLocality: config.addressLocality,
    addressRegion: config.addressRegion,
    postalCode: config.addressPostalCode,
    addressCountry: config.addressCountry,
  }
  const given = Object.entries(parts).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  )
  return given.length
    ? { '@type': 'PostalAddress', ...Object.fromEntries(given) }
    : { '@type': 'PostalAddress', streetAddress: config.address || CONTACT_FALLBACKS.address }
}

const organizer = (config: PublicSiteConfig): Organization => ({
  '@type': 'Organization',
  name: churchName(config),
  url: siteUrl('/'),
})

/**
 * Each weekly service as the hour the church opens for it. No closing time: staff do not say
 * when a service ends, and one made up would be wrong (docs/site-content.md).
 */
const serviceHours = (services: ServiceTime[]): OpeningHoursSpecification[] =>
  services.map((service) => ({
    '@type': 'OpeningHoursSpecification',
    name: service.name,
    dayOfWeek: schemaOrgDay(service.day) as DayOfWeek,
    opens: service.time,
  }))

/** The church itself, on every page, with its service times as opening hours. */
export const churchLd = (
  config: PublicSiteConfig,
  services: ServiceTime[],
): WithContext<Church> => {
  const sameAs = [
    config.socialFacebook,
    config.socialInstagram,
    config.socialTwitter,
    config.socialYoutube,
  ].filter((link): link is string => Boolean(link))
  const logo = absoluteLocation(config.logoUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'Church',
    '@id': siteUrl('/#church'),
    name: churchName(config),
    url: siteUrl('/'),
    // Without a logo of their own, the site's icon is the church's logo (Google wants one).
    ...(logo
      ? { logo, image: logo }
      : { logo: siteUrl(SITE_ICON_PATH), image: siteUrl(ogCardPath()) }),
    ...(config.tagline ? { description: config.tagline } : {}),
    address: postalAddress(config),
    telephone: config.phone || CONTACT_FALLBACKS.phone,
    ...(sameAs.length ? { sameAs } : {}),
    ...(services.length ? { openingHoursSpecification: serviceHours(services) } : {}),
  }
}

/** An event page: dates with the church's UTC offset, the place with its address. */
export const eventLd = (
  event: Event,
  config: PublicSiteConfig,
  timeZone: string,
): WithContext<EventLd> => {
  // The next occurrence (a series' next date); a past single event keeps its own date.
  const next = nextOccurrence(event, todayIn(timeZone)) ?? seriesStart(event)
  const times = eventTimes({ ...event, date: next })
  const schedule = eventSchedule(event, timeZone)
  const image = absoluteLocation(shareableImage(event.imageUrl)) ?? siteUrl(ogCardPath(event.title))
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    url: siteUrl(`/events/${event.id}`),
    startDate: times.allDay
      ? times.startDate
      : zonedIso(times.startDate, times.startTime, timeZone),
    endDate: times.allDay ? times.startDate : zonedIso(times.endDate, times.endTime, timeZone),
    ...(schedule ? { eventSchedule: schedule } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location || churchName(config),
      address: postalAddress(config),
    },
    image: [image],
    organizer: organizer(config),
  }
}

type VideoSource = {
  title: string
  description?: string | null
  date: string
  duration?: string | null
  youtubeUrl?: string | null
  thumbnailUrl?: string | null
}

const youtubeThumbnail = (link: string | null | undefined) => {
  const id = youtubeVideoId(link)
  return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null
}

const videoLd = (
  source: VideoSource,
  pageUrl: string,
  timeZone: string,
  publication?: BroadcastEvent,
): WithContext<VideoObject> | null => {
  if (!source.youtubeUrl) return null
  const seconds = durationSeconds(source.duration)
  const thumbnail =
    absoluteLocation(source.thumbnailUrl) ??
    youtubeThumbnail(source.youtubeUrl) ??
    siteUrl(ogCardPath(source.title))
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: source.title,
    description: splitParagraphs(source.description)[0] || source.title,
    thumbnailUrl: [thumbnail],
    // A date alone has no zone; noon where the church is names the day unambiguously.
    uploadDate: zonedIso(source.date, '12:00', timeZone),
    ...(seconds ? { duration: isoDuration(seconds) } : {}),
    embedUrl: toEmbedUrl(source.youtubeUrl),
    url: pageUrl,
    ...(publication ? { publication } : {}),
  }
}

/** A sermon page with a video. */
export const sermonVideoLd = (sermon: Sermon, timeZone: string) =>
  videoLd(
    { ...sermon, title: displaySermonTitle(sermon.title) },
    siteUrl(`/sermons/${sermon.id}`),
    timeZone,
  )

/**
 * A stream marked live was broadcast live: its BroadcastEvent gives the real start (its start
 * time where the church is) and, once the broadcast is over, the end (live-window.ts).
 */
const broadcastLd = (stream: LiveStream, timeZone: string, now: Date): BroadcastEvent => {
  const { start, end } = liveWindow(stream, timeZone)
  return {
    '@type': 'BroadcastEvent',
    isLiveBroadcast: true,
    startDate: zonedIsoAt(start, timeZone),
    ...(now >= end ? { endDate: zonedIsoAt(end, timeZone) } : {}),
  }
}

/** A service page with a video; a live broadcast's VideoObject names its BroadcastEvent. */
export const serviceVideoLd = (stream: LiveStream, timeZone: string, now: Date) =>
  videoLd(
    stream,
    siteUrl(`/live-streams/${stream.id}`),
    timeZone,
    stream.isLive ? broadcastLd(stream, timeZone, now) : undefined,
  )
