import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { anyone } from '@/access/anyone'
import { slugs } from '@/lib/slugs'
import { messages } from '@/lib/validation/messages'

import { dateField, urlField, youtubeVideoIdField } from './fields/common'
import { required } from './fields/validate'
import { revalidateHooks } from './hooks/revalidate'

export const LiveStreams: CollectionConfig = {
  slug: slugs.liveStreams,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', 'duration', 'isLive'] },
  defaultSort: '-date',
  access: { read: anyone, create: admins, update: admins, delete: admins },
  hooks: revalidateHooks(slugs.liveStreams),
  fields: [
    { name: 'title', type: 'text', required: true, validate: required(messages.titleRequired) },
    { name: 'description', type: 'textarea' },
    dateField({ name: 'date' }),
    { name: 'duration', type: 'text', admin: { placeholder: 'h:mm:ss' } },
    urlField({ name: 'thumbnailUrl' }),
    urlField({ name: 'youtubeUrl' }),
    { name: 'isLive', type: 'checkbox', defaultValue: false, index: true },
    youtubeVideoIdField(),
  ],
}
