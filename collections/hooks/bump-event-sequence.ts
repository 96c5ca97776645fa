import type { CollectionBeforeChangeHook } from 'payload'

/** What a calendar app shows of an event; a change to any of these is a new version of it. */
const CALENDAR_FIELDS = [
  'title',
  'description',
  'date',
  'startTime',
  'endTime',
  'location',
  'isRecurring',
  'recurrenceRule',
  'skippedDates',
  'externalUrl',
] as const

// Lists (skipped dates) compare by their content, not by identity.
const normalise = (value: unknown) =>
  value === undefined || value === '' ? null : Array.isArray(value) ? JSON.stringify(value) : value

/**
 * RFC 5545: a calendar app replaces its copy of an event only when SEQUENCE grows. Each edit
 * of what the calendar shows counts the event's version up by one.
 */
export const bumpEventSequence: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'create' || !originalDoc) return { ...data, sequence: 0 }
  const changed = CALENDAR_FIELDS.some(
    (field) => field in data && normalise(data[field]) !== normalise(originalDoc[field]),
  )
  const current = typeof originalDoc.sequence === 'number' ? originalDoc.sequence : 0
  return { ...data, sequence: changed ? current + 1 : current }
}
