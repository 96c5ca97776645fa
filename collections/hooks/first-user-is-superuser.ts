import type { CollectionBeforeChangeHook } from 'payload'

import { slugs } from '@/lib/slugs'

/**
 * Payload's "create first user" screen at /cms runs with nobody logged in, so the role field's
 * access leaves that account a member, locked out of /cms. The first account registered over
 * HTTP on an empty database is therefore a superuser. Local API writes (the seed, scripts,
 * tests) set roles explicitly and are left alone.
 */
export const firstUserIsSuperuser: CollectionBeforeChangeHook = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create' || req.user || req.payloadAPI === 'local') return data
  const { totalDocs } = await req.payload.count({ collection: slugs.users, req })
  return totalDocs === 0 ? { ...data, role: 'superuser' } : data
}
