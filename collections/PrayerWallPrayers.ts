import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'
import { slugs } from '@/lib/slugs'

/**
 * One row per "I prayed" on the prayer wall: which request, and which visitor (a random id from a
 * cookie, no account). The unique pair is what counts a visitor once (docs/prayer.md). Only the
 * server writes here; staff may look.
 */
export const PrayerWallPrayers: CollectionConfig = {
  slug: slugs.prayerWallPrayers,
  admin: { hidden: true },
  access: { read: admins, create: nobody, update: nobody, delete: admins },
  indexes: [{ fields: ['request', 'visitor'], unique: true }],
  fields: [
    {
      name: 'request',
      type: 'relationship',
      relationTo: slugs.prayerRequests,
      required: true,
      // Deleting a request deletes its rows first (collections/PrayerRequests.ts).
      index: true,
    },
    { name: 'visitor', type: 'text', required: true },
  ],
}
