import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { slugs } from '@/lib/slugs'
import { CONTACT_MESSAGE_STATUSES } from '@/lib/statuses'
import { messages } from '@/lib/validation/messages'
import { isEmail } from '@/lib/validation/rules'

import { statusField } from './fields/common'
import { emailDeliveryField } from './fields/email-delivery'
import { spamFields } from './fields/spam'
import { staffNoteField } from './fields/staff-note'
import { required } from './fields/validate'

/** Visitors write through POST /api/contact; only staff read or change messages. */
export const ContactMessages: CollectionConfig = {
  slug: slugs.contactMessages,
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'email', 'status', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: admins, create: admins, update: admins, delete: admins },
  fields: [
    {
      name: 'firstName',
      type: 'text',
      required: true,
      validate: required(messages.firstNameRequired),
    },
    {
      name: 'lastName',
      type: 'text',
      required: true,
      validate: required(messages.lastNameRequired),
    },
    {
      name: 'email',
      type: 'text',
      required: true,
      validate: required(messages.emailRequired, isEmail, messages.validEmail),
    },
    { name: 'subject', type: 'text', required: true, validate: required(messages.subjectRequired) },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      validate: required(messages.messageRequired),
    },
    statusField(CONTACT_MESSAGE_STATUSES),
    staffNoteField,
    emailDeliveryField,
    ...spamFields,
  ],
}
