import type { CollectionBeforeChangeHook } from 'payload'

import { slugs } from '@/lib/slugs'

/**
 * Payload's "create first user" screen runs with nobody logged in, so the role field's access
 * would leave that account a member, locked out of /cms. The very first account is a superuser.
 */
export const firstUserIsSuperuser: CollectionBeforeChangeHook = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create' || req.user) return data
  const { totalDocs } = await req.payload.count({ collection: slugs.users, req })
  return totalDocs === 0 ? { ...data, role: 'superuser' } : data
}
