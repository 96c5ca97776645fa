import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { publishedForVisitors } from '@/access/published-for-visitors'
import { slugs } from '@/lib/slugs'
import { messages } from '@/lib/validation/messages'
import { isTimeOfDay } from '@/lib/validation/rules'

import { withDrafts } from './drafts/with-drafts'
import { dateField, urlField } from './fields/common'
import { required } from './fields/validate'
import { revalidateHooks } from './hooks/revalidate'
import { withTrash } from './trash/with-trash'

export const SundayServices: CollectionConfig = withDrafts(
  withTrash({
    slug: slugs.sundayServices,
    admin: { useAsTitle: 'date', defaultColumns: ['date', 'time', 'location', 'isLive'] },
    defaultSort: '-date',
    access: { read: publishedForVisitors, create: admins, update: admins, delete: admins },
    hooks: revalidateHooks(slugs.sundayServices),
    fields: [
      dateField({ name: 'date' }),
      {
        name: 'time',
        type: 'text',
        required: true,
        validate: required(messages.timeRequired, isTimeOfDay, messages.timeFormat),
        admin: { placeholder: 'HH:MM' },
      },
      { name: 'location', type: 'text' },
      urlField({ name: 'youtubeUrl' }),
      { name: 'isLive', type: 'checkbox', defaultValue: false },
    ],
  }),
)
