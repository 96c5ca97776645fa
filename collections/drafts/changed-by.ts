import type { CollectionBeforeChangeHook, Field } from 'payload'

import { slugs } from '@/lib/slugs'

/**
 * Who saved this: Payload's versions record when, not who, so every save stamps the account that
 * made it, and the stamp lives in each version's snapshot (the History dialog reads it). Null
 * when the server acts for itself (the publishing job, the seed, a YouTube sync on its timer):
 * staff read that as "the website". A relationship, so erasing an account leaves it empty.
 */
export const recordWhoChanged: CollectionBeforeChangeHook = ({ data, req }) => ({
  ...data,
  changedBy: req.user?.id ?? null,
})

export const changedByField: Field = {
  name: 'changedBy',
  type: 'relationship',
  relationTo: slugs.users,
  admin: { readOnly: true, position: 'sidebar', description: 'Who saved this version.' },
}
