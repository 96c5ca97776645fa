import type { Weekday } from './weekdays'

/** One weekly service or gathering as staff keep it (Pages → Service times). */
export type ServiceTime = {
  name: string
  day: Weekday
  /** HH:MM, 24-hour, in the church's time zone. */
  time: string
  note?: string | null
  location?: string | null
  /** A shorter name for the footer ("Sundays"); empty means the name. */
  footerLabel?: string | null
  showInFooter?: boolean | null
}

export type ServiceTimesContent = {
  services: ServiceTime[]
  /** The home page's promo line; [Time] and [Time Zone] are filled in. */
  promoLine: string
}
