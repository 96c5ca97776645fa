import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { publishedForVisitors } from '@/access/published-for-visitors'
import { slugs } from '@/lib/slugs'
import { firstOccurrence, repeats } from '@/lib/calendar/occurrences'
import { isSkippedDateList } from '@/lib/calendar/skipped-dates'
import { messages } from '@/lib/validation/messages'

import { dateField, imageUrlField, timeField, urlField } from './fields/common'
import { registrationField } from './fields/registration'
import { required } from './fields/validate'
import { alignEventDate } from './hooks/align-event-date'
import { bumpEventSequence } from './hooks/bump-event-sequence'
import { promoteOnCapacityRaise } from './hooks/promote-on-capacity-raise'
import { revalidateHooks } from './hooks/revalidate'
import { withDrafts } from './drafts/with-drafts'
import { withTrash } from './trash/with-trash'

const revalidate = revalidateHooks(slugs.events)

export const Events: CollectionConfig = withDrafts(
  withTrash({
    slug: slugs.events,
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', 'startTime', 'location'] },
    defaultSort: 'date',
    access: { read: publishedForVisitors, create: admins, update: admins, delete: admins },
    hooks: {
      beforeChange: [alignEventDate, bumpEventSequence],
      afterChange: [promoteOnCapacityRaise, ...revalidate.afterChange],
      afterDelete: revalidate.afterDelete,
    },
    fields: [
      { name: 'title', type: 'text', required: true, validate: required(messages.titleRequired) },
      { name: 'description', type: 'textarea' },
      dateField({ name: 'date' }),
      timeField({ name: 'startTime' }),
      timeField({ name: 'endTime' }),
      { name: 'location', type: 'text' },
      imageUrlField({ name: 'imageUrl' }),
      urlField({ name: 'externalUrl' }),
      { name: 'externalLinkText', type: 'text' },
      { name: 'isRecurring', type: 'checkbox', defaultValue: false },
      {
        name: 'recurrenceRule',
        type: 'text',
        admin: { description: 'An iCalendar RRULE, for example FREQ=WEEKLY;BYDAY=TU' },
        // A rule we can read must give at least one date; a free-text rule of an old row is kept
        // (it stays a single occurrence and the dashboard flags it).
        validate: (_value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
          const event = siblingData as Parameters<typeof firstOccurrence>[0]
          if (typeof event.date !== 'string' || !repeats(event)) return true
          return firstOccurrence(event) ? true : messages.ruleHasNoDates
        },
      },
      // Days a series skips (EXDATE), YYYY-MM-DD: a JSON list in one column, no join to read.
      {
        name: 'skippedDates',
        type: 'json',
        validate: (value: unknown) => (isSkippedDateList(value) ? true : messages.skippedDates),
        typescriptSchema: [() => ({ type: ['array', 'null'], items: { type: 'string' } })],
      },
      {
        name: 'recurrenceDescription',
        type: 'text',
        admin: { description: 'Shown to visitors, for example "Every Tuesday"' },
      },
      registrationField,
      // The iCalendar SEQUENCE: counted up on each edit (hooks/bump-event-sequence.ts).
      {
        name: 'sequence',
        type: 'number',
        defaultValue: 0,
        admin: { readOnly: true, position: 'sidebar' },
      },
    ],
  }),
)
