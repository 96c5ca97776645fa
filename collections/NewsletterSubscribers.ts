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
    { name: 'isActive', type: 'checkbox', defaultValue: true },
  ],
}
