import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library'

/**
 * The VTIMEZONE of an IANA zone, from timezones-ical-library, whose zone data is JavaScript
 * imported like any code: it survives the server bundle, where a library that reads its data
 * files through its own module path finds nothing (docs/decisions/017-recurring-events.md).
 */

const known = new Set(tzlib_get_timezones() as string[])

/** Is there a VTIMEZONE for this zone? (Checked once at start for TIME_ZONE, src/env.ts.) */
export const hasVtimezone = (timeZone: string): boolean => known.has(timeZone)

/**
 * The BEGIN:VTIMEZONE … END:VTIMEZONE block, lines ending in CRLF. Throws for a zone without
 * one: a feed without its VTIMEZONE puts every event at the wrong hour, so it must never go out.
 */
export const vtimezoneOf = (timeZone: string): string => {
  if (!hasVtimezone(timeZone))
    throw new Error(`No VTIMEZONE is known for the time zone "${timeZone}"`)
  const [block] = tzlib_get_ical_block(timeZone) as string[]
  if (!block?.startsWith('BEGIN:VTIMEZONE'))
    throw new Error(`The VTIMEZONE of "${timeZone}" could not be read`)
  return block.replace(/\r?\n/g, '\r\n')
}
