import { isIsoDate } from '@/lib/validation/rules'

/** The dates a series skips ("no Bible study on December 29"): YYYY-MM-DD, sorted, no repeats. */

/** At most this many skipped dates per event: a few years of holidays, and a bound on input. */
export const MAX_SKIPPED_DATES = 200

const isDay = (value: unknown): value is string => typeof value === 'string' && isIsoDate(value)

/** A stored value is a list of real days, within the bound (what the field and the API accept). */
export const isSkippedDateList = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length <= MAX_SKIPPED_DATES && value.every(isDay))

/**
 * The stored list as dates, whatever an old row holds: anything that is not a real day is left
 * out (validation refuses it on save; this only keeps a bad row from breaking a page).
 */
export const readSkippedDates = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter(isDay))].sort() : []

/** Dates typed or pasted as one line ("2026-12-23, 2026-12-30"), as the TSV column carries them. */
export const splitSkippedDates = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean)

export const joinSkippedDates = (dates: readonly string[]): string => dates.join(', ')
