import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { slugs } from '@/lib/slugs'
import { messages } from '@/lib/validation/messages'

import { required } from './fields/validate'

/** A YouTube channel config (docs/requirements/youtube.md): a channel whose uploads can be synced. */
export const YoutubeConfigs: CollectionConfig = {
  slug: slugs.youtubeConfigs,
  admin: { useAsTitle: 'channelId' },
  access: { read: admins, create: admins, update: admins, delete: admins },
  fields: [
    {
      name: 'channelId',
      type: 'text',
      required: true,
      unique: true,
      validate: required(messages.channelIdRequired),
    },
    {
      name: 'maxResults',
      type: 'number',
      defaultValue: 20,
      min: 1,
      max: 50,
      validate: (value: unknown) =>
        Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 50
          ? true
          : messages.maxResultsRange,
    },
  ],
}
