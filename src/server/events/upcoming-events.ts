import type { Where } from 'payload'

import { recurrenceLabel } from '@/lib/calendar/describe-recurrence'
import { nextOccurrence } from '@/lib/calendar/occurrences'

import type { Event } from '../../../payload-types'

/**
 * An event as the public lists show it: with the date it next happens on and, for a series, its
 * repetition in words (staff's own, or the rule's), so the browser needs no recurrence code.
 */
export type UpcomingEvent = Event & { nextDate: string; recurrenceText?: string }

/**
 * What may still be ahead: dated today or later, or a series (whose rule decides). The rule is
 * read in code, not SQL, so this only narrows what is read.
 */
export const upcomingCandidates = (today: string): Where => ({
  or: [
    { date: { greater_than_equal: today } },
    { and: [{ isRecurring: { equals: true } }, { recurrenceRule: { exists: true } }] },
  ],
})

// A missing start time (all day) sorts after timed events of the same day, as SQL's NULLS LAST did.
const startOf = (event: Event) => event.startTime || '~'

/**
 * Each event that is still ahead, once, at its next occurrence, soonest first (ties by start time,
 * then id). A series stays upcoming until its rule ends.
 */
export const upcomingOf = (events: readonly Event[], today: string): UpcomingEvent[] =>
  events
    .flatMap((event) => {
      const nextDate = nextOccurrence(event, today)
      if (!nextDate) return []
      const recurrenceText = recurrenceLabel(event)
      return [{ ...event, nextDate, ...(recurrenceText ? { recurrenceText } : {}) }]
    })
    .sort(
      (a, b) =>
        a.nextDate.localeCompare(b.nextDate) || startOf(a).localeCompare(startOf(b)) || a.id - b.id,
    )
