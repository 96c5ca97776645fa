import type { CollectionSlug } from 'payload'

import { slugs } from '@/lib/slugs'

import { outboxJobIdsHolding } from './outbox-jobs-holding'

/**
 * Every place the site keeps a visitor's personal data, found by their email address (docs/
 * privacy.md). "One person's data" reads, exports and erases through this list, and retention
 * (src/server/privacy/retention) names the same places, so a new form's collection is covered by
 * adding one entry here.
 *
 * - collection, emailField: where the address is stored.
 * - erase 'delete': the row goes. 'anonymise': the row stays (counts and statuses keep their
 *   meaning) with every personal value replaced by `anonymised(id)`.
 * - findIds: for rows that hold the address somewhere other than one column (the outbox's
 *   jobs). Such rows belong to the server, which reads and deletes them for the admin.
 */
export type PersonalDataSource = {
  collection: CollectionSlug
  /** The words staff read for this source's rows ("Contact messages"). */
  label: string
  emailField?: string
  erase: 'delete' | 'anonymise'
  /** For 'anonymise': the values that replace the personal ones. */
  anonymised?: (id: number) => Record<string, unknown>
  findIds?: typeof outboxJobIdsHolding
}

/** A placeholder address no mail server accepts (.invalid is reserved, RFC 2606). */
export const erasedAddress = (id: number) => `erased-${id}@erased.invalid`

const ERASED = '[erased]'

/** Delivery errors can quote the address ("recipient rejected"): they go too. */
const withoutDeliveryError = { emailDelivery: { error: null } }

export const personalDataSources: readonly PersonalDataSource[] = [
  {
    collection: slugs.newsletterSubscribers,
    label: 'Newsletter subscription',
    emailField: 'email',
    // An unsubscribe record without its address protects nobody: the row goes.
    erase: 'delete',
  },
  {
    collection: slugs.contactMessages,
    label: 'Contact messages',
    emailField: 'email',
    erase: 'anonymise',
    anonymised: (id) => ({
      firstName: ERASED,
      lastName: ERASED,
      email: erasedAddress(id),
      subject: ERASED,
      message: ERASED,
      staffNote: null,
      ...withoutDeliveryError,
    }),
  },
  {
    collection: slugs.visitorRequests,
    label: 'Plan a Visit requests',
    emailField: 'email',
    erase: 'anonymise',
    anonymised: (id) => ({
      fullName: ERASED,
      email: erasedAddress(id),
      phone: '0000000000',
      staffNote: null,
      ...withoutDeliveryError,
    }),
  },
  {
    collection: slugs.eventRegistrations,
    label: 'Event registrations',
    emailField: 'email',
    // The roster's counts and the places taken keep their meaning; who it was does not stay.
    erase: 'anonymise',
    anonymised: (id) => ({
      name: ERASED,
      email: erasedAddress(id),
      phone: null,
      answers: null,
    }),
  },
  {
    collection: slugs.prayerRequests,
    label: 'Prayer requests',
    emailField: 'email',
    // The most sensitive kind (docs/prayer.md): a request without its words means nothing, so
    // the row goes, with its "I prayed" rows.
    erase: 'delete',
  },
  {
    collection: slugs.groupJoinRequests,
    label: 'Requests to join a group',
    emailField: 'email',
    // The group's leaders have what they need by email; a request without its person means nothing.
    erase: 'delete',
  },
  {
    collection: 'payload-jobs',
    label: 'Email outbox',
    // Outbox jobs name records by id; the address only shows up in a failed send's error.
    findIds: outboxJobIdsHolding,
    erase: 'delete',
  },
]
