import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { anyone } from '@/access/anyone'
import { slugs } from '@/lib/slugs'
import { messages } from '@/lib/validation/messages'

import { dateField, imageUrlField, timeField, urlField } from './fields/common'
import { required } from './fields/validate'
import { bumpEventSequence } from './hooks/bump-event-sequence'
import { revalidateHooks } from './hooks/revalidate'

export const Events: CollectionConfig = {
  slug: slugs.events,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', 'startTime', 'location'] },
  defaultSort: 'date',
  access: { read: anyone, create: admins, update: admins, delete: admins },
  hooks: { ...revalidateHooks(slugs.events), beforeChange: [bumpEventSequence] },
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
    },
    {
      name: 'recurrenceDescription',
      type: 'text',
      admin: { description: 'Shown to visitors, for example "Every Tuesday"' },
    },
    // The iCalendar SEQUENCE: counted up on each edit (hooks/bump-event-sequence.ts).
    {
      name: 'sequence',
      type: 'number',
      defaultValue: 0,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
