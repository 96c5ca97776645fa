import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { slugs } from '@/lib/slugs'
import { messages } from '@/lib/validation/messages'
import { isEmail } from '@/lib/validation/rules'

import { required } from './fields/validate'

/** Addresses are stored lowercased, so the unique index makes them unique case-insensitively. */
const normaliseEmail: CollectionBeforeValidateHook = ({ data }) =>
  typeof data?.email === 'string' ? { ...data, email: data.email.trim().toLowerCase() } : data

export const NewsletterSubscribers: CollectionConfig = {
  slug: slugs.newsletterSubscribers,
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'firstName', 'lastName', 'isActive'] },
  defaultSort: '-createdAt',
  access: { read: admins, create: admins, update: admins, delete: admins },
  hooks: { beforeValidate: [normaliseEmail] },
  fields: [
    {
      name: 'email',
      type: 'text',
      required: true,
      unique: true,
      validate: required(messages.emailRequired, isEmail, messages.validEmail),
    },
    { name: 'firstName', type: 'text' },
    { name: 'lastName', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'notes', type: 'textarea' },
    // Active means confirmed and not unsubscribed (docs/privacy.md); staff adding someone by hand
    // vouch for their consent, so a new record is active unless the public signup says otherwise.
    { name: 'isActive', type: 'checkbox', defaultValue: true },
    { name: 'consentSource', type: 'text', admin: { description: 'Where consent came from' } },
    // Set while a signup waits for its confirmation link; names the link (an older one is dead).
    { name: 'pendingSince', type: 'date', index: true, admin: { readOnly: true } },
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true } },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true } },
  ],
}
