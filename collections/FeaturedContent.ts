import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { anyone } from '@/access/anyone'
import { FEATURED_TYPES } from '@/lib/featured-types'
import { slugs } from '@/lib/slugs'
import { messages } from '@/lib/validation/messages'

import { urlField } from './fields/common'
import { required } from './fields/validate'
import { revalidateHooks } from './hooks/revalidate'

export const FeaturedContent: CollectionConfig = {
  slug: slugs.featuredContent,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'isActive'] },
  access: { read: anyone, create: admins, update: admins, delete: admins },
  hooks: revalidateHooks(slugs.featuredContent),
  fields: [
    {
      name: 'type',
      type: 'select',
      required: true,
      options: FEATURED_TYPES.map((type) => ({ label: type, value: type })),
    },
    {
      name: 'contentId',
      type: 'text',
      required: true,
      validate: required(messages.contentIdRequired),
    },
    urlField({ name: 'youtubeUrl' }),
    { name: 'title', type: 'text' },
    { name: 'description', type: 'textarea' },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
  ],
}
