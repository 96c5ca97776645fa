import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { PHONE_MIN_LENGTH } from '@/lib/schemas/visitor-requests'
import { KIDS_OPTIONS } from '@/lib/visit-options'
import { slugs } from '@/lib/slugs'
import { VISITOR_REQUEST_STATUSES } from '@/lib/statuses'
import { messages } from '@/lib/validation/messages'
import { isEmail } from '@/lib/validation/rules'

import { statusField } from './fields/common'
import { emailDeliveryField } from './fields/email-delivery'
import { spamFields } from './fields/spam'
import { staffNoteField } from './fields/staff-note'
import { required } from './fields/validate'

/** Plan a Visit requests. Visitors write through POST /api/visitor-requests; only staff read them. */
export const VisitorRequests: CollectionConfig = {
  slug: slugs.visitorRequests,
  admin: { useAsTitle: 'fullName', defaultColumns: ['fullName', 'email', 'status', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: admins, create: admins, update: admins, delete: admins },
  fields: [
    {
      name: 'fullName',
      type: 'text',
      required: true,
      validate: required(messages.fullNameRequired),
    },
    {
      name: 'email',
      type: 'text',
      required: true,
      validate: required(messages.visitorEmail, isEmail),
    },
    {
      name: 'phone',
      type: 'text',
      required: true,
      validate: required(messages.phoneRequired, (value) => value.length >= PHONE_MIN_LENGTH),
    },
    {
      name: 'numberOfKids',
      type: 'select',
      required: true,
      options: KIDS_OPTIONS.map((option) => ({ label: option, value: option })),
    },
    statusField(VISITOR_REQUEST_STATUSES),
    staffNoteField,
    emailDeliveryField,
    ...spamFields,
  ],
}
