import type { CollectionBeforeChangeHook } from 'payload'

import { firstOccurrence } from '@/lib/calendar/occurrences'

/**
 * The stored date is the series' first occurrence (docs/decisions/017-recurring-events.md): a
 * Saturday date with a "every Tuesday" rule moves to the Tuesday after it, so the list, the page
 * and the calendar feed's DTSTART agree. A rule with no date at all is refused by the field's own
 * validation before this runs.
 */
export const alignEventDate: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...originalDoc, ...data }
  if (typeof merged.date !== 'string') return data
  const first = firstOccurrence(merged)
  return first && first !== merged.date ? { ...data, date: first } : data
}
