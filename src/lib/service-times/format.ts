import { formatTime } from '../format-date'
import type { ServiceTime } from './service-time'
import { dayName } from './weekdays'

/** The promo line's placeholders (Pages → Service times). */
export const PROMO_VARIABLES = { time: '[Time]', timeZone: '[Time Zone]' } as const

/** '19:00' as the footer writes it: '7:00 p.m.'. */
const dottedTime = (time: string): string =>
  formatTime(time).replace(/ AM$/, ' a.m.').replace(/ PM$/, ' p.m.')

/**
 * When a service happens, beside the label it is shown with: the day is left out when the label
 * already says it ("Sunday Worship 10:30 AM", "Sundays 10:30 a.m.", but "Kids Church Sunday
 * 10:00 AM"), so the spec's texts read as they always have.
 */
export const serviceWhen = (
  label: string,
  service: Pick<ServiceTime, 'day' | 'time'>,
  style: 'page' | 'footer' = 'page',
): string => {
  const clock = style === 'footer' ? dottedTime(service.time) : formatTime(service.time)
  return label.toLowerCase().includes(service.day) ? clock : `${dayName(service.day)} ${clock}`
}

/** A service's optional place and note, in the order they are shown under its time. */
export const serviceDetails = (service: Pick<ServiceTime, 'location' | 'note'>): string[] =>
  [service.location, service.note].filter((detail): detail is string => Boolean(detail))

/** The footer's entries: the services marked for it, under their short name when they have one. */
export const footerServiceTimes = (services: ServiceTime[]) =>
  services
    .filter((service) => service.showInFooter)
    .map((service) => {
      const label = service.footerLabel || service.name
      return { label, time: serviceWhen(label, service, 'footer') }
    })

/**
 * The zone's short name on a given day where the church is ("EST" in January, "EDT" in July for
 * America/New_York). Server-side only: Intl's zone data never ships to visitors.
 */
export const timeZoneLabel = (timeZone: string, at: Date): string =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? ''

/**
 * The promo line staff wrote, with the first service's time and the zone's name on `at` filled
 * in. Leaving [Time Zone] out of the wording leaves the label out.
 */
export const promoLineText = (
  wording: string,
  services: Pick<ServiceTime, 'time'>[],
  timeZone: string,
  at: Date,
): string =>
  wording
    .replaceAll(PROMO_VARIABLES.time, services[0] ? formatTime(services[0].time) : '')
    .replaceAll(PROMO_VARIABLES.timeZone, timeZoneLabel(timeZone, at))
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The live-stream call to action's first sentence, from the first service (the one the promo line
 * names): "Our Sunday service is streamed live at 10:30 AM." It follows a moved service.
 */
export const streamedLiveSentence = (services: Pick<ServiceTime, 'day' | 'time'>[]): string => {
  const first = services[0]
  return first
    ? `Our ${dayName(first.day)} service is streamed live at ${formatTime(first.time)}.`
    : 'Our services are streamed live.'
}
