import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { REGISTRATION_STATUSES } from '@/lib/registration/statuses'
import { slugs } from '@/lib/slugs'
import { SPAM_REASONS } from '@/lib/spam-reasons'

/**
 * Sign-ups for events (docs/registration.md). Written by src/server/registrations, which claims
 * places atomically; staff read them on the roster. Nobody else reads them: the public sees
 * counts only. The personal columns (name, email, phone) are named plainly for the privacy tools.
 */
export const EventRegistrations: CollectionConfig = {
  slug: slugs.eventRegistrations,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'event', 'occurrence', 'status'] },
  defaultSort: 'createdAt',
  access: { read: admins, create: admins, update: admins, delete: admins },
  fields: [
    {
      name: 'event',
      type: 'relationship',
      relationTo: slugs.events,
      required: true,
      index: true,
    },
    // The date of the occurrence (YYYY-MM-DD); a single event's own date.
    { name: 'occurrence', type: 'text', required: true, index: true },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'phone', type: 'text' },
    { name: 'people', type: 'number', required: true, min: 1, defaultValue: 1 },
    {
      name: 'answers',
      type: 'json',
      typescriptSchema: [
        () => ({
          type: ['object', 'null'],
          additionalProperties: { type: ['string', 'number', 'boolean'] },
        }),
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: REGISTRATION_STATUSES.map((status) => ({ label: status, value: status })),
    },
    // Why a held sign-up was flagged; cleared when staff say "Not spam".
    { name: 'spamReason', type: 'select', options: [...SPAM_REASONS] },
    { name: 'promotedAt', type: 'date' },
    { name: 'cancelledAt', type: 'date' },
    { name: 'checkedInAt', type: 'date' },
    // Set once, by the one reminder job that wins the claim (src/server/registrations/reminders.ts).
    { name: 'reminderSentAt', type: 'date' },
    // Signed into the cancel link: a used (or replaced) link no longer matches.
    { name: 'cancelNonce', type: 'text', required: true },
    // Added by staff on someone's behalf rather than from the public form.
    { name: 'addedByStaff', type: 'checkbox', defaultValue: false },
  ],
}
