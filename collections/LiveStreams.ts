import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { anyoneButTrashForStaff } from '@/access/anyone-but-trash-for-staff'
import { slugs } from '@/lib/slugs'
import { messages } from '@/lib/validation/messages'

import { dateField, durationField, timeField, urlField, youtubeVideoIdField } from './fields/common'
import { required } from './fields/validate'
import { revalidateHooks } from './hooks/revalidate'
import { withTrash } from './trash/with-trash'

export const LiveStreams: CollectionConfig = withTrash({
  slug: slugs.liveStreams,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'startTime', 'duration', 'isLive'],
  },
  defaultSort: '-date',
  access: { read: anyoneButTrashForStaff, create: admins, update: admins, delete: admins },
  hooks: revalidateHooks(slugs.liveStreams),
  fields: [
    { name: 'title', type: 'text', required: true, validate: required(messages.titleRequired) },
    { name: 'description', type: 'textarea' },
    dateField({ name: 'date' }),
    // A stream marked live is shown as live from here until its duration (or 4 hours) has
    // passed (src/server/live-streams/live-window.ts), so the start must be the real one.
    timeField({
      name: 'startTime',
      admin: {
        placeholder: '10:30',
        description:
          'When the broadcast starts, on the 24-hour clock (18:00 is 6 PM). Left empty, the Sunday service time, 10:30 AM. YouTube sync fills it in.',
      },
    }),
    durationField(),
    urlField({ name: 'thumbnailUrl' }),
    urlField({ name: 'youtubeUrl' }),
    { name: 'isLive', type: 'checkbox', defaultValue: false, index: true },
    youtubeVideoIdField(),
  ],
})
