import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { publishedForVisitors } from '@/access/published-for-visitors'
import { FEATURED_TYPES } from '@/lib/featured-types'
import { slugs } from '@/lib/slugs'
import { messages } from '@/lib/validation/messages'

import { withDrafts } from './drafts/with-drafts'
import { urlField } from './fields/common'
import { required } from './fields/validate'
import { revalidateHooks } from './hooks/revalidate'
import { withTrash } from './trash/with-trash'

export const FeaturedContent: CollectionConfig = withDrafts(
  withTrash({
    slug: slugs.featuredContent,
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'isActive'] },
    access: { read: publishedForVisitors, create: admins, update: admins, delete: admins },
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
  }),
)
