import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { JOIN_REQUEST_STATUSES } from '@/lib/groups/group-options'
import { slugs } from '@/lib/slugs'

import { statusField } from './fields/common'
import { spamFields } from './fields/spam'

/**
 * Requests to join a group (docs/groups.md). Visitors write through POST /api/group-join-requests
 * (src/server/groups/submit-join-request.ts); only staff read them, in the dashboard's Groups tab.
 * The personal columns (name, email, phone) are named plainly for the person-data tools.
 */
export const GroupJoinRequests: CollectionConfig = {
  slug: slugs.groupJoinRequests,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'group', 'status'] },
  defaultSort: '-createdAt',
  access: { read: admins, create: admins, update: admins, delete: admins },
  fields: [
    { name: 'group', type: 'relationship', relationTo: slugs.groups, required: true, index: true },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'phone', type: 'text' },
    { name: 'message', type: 'textarea' },
    statusField(JOIN_REQUEST_STATUSES),
    ...spamFields,
  ],
}
