import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'

export const firstUserScreenOffMessage =
  'In production the first superuser is created on the server with `npm run create-superuser` (see the README, Production deployment).'

/**
 * Payload's "create first user" screen at /cms runs with nobody logged in. In production it is
 * off: whoever reached a fresh deployment first would own it, so operators use
 * `npm run create-superuser` on the server instead. In development the screen stays (handy on a
 * fresh checkout), and since the role field's access would leave that account a member, locked
 * out of /cms, the first account registered over HTTP on an empty database becomes a superuser.
 * Local API writes (the seed, scripts, tests) set roles explicitly and are left alone.
 */
export const firstUserIsSuperuser: CollectionBeforeChangeHook = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create' || req.user || req.payloadAPI === 'local') return data
  // env is read per call (not captured at import) so the rule follows the running mode.
  if (env.NODE_ENV === 'production') throw new APIError(firstUserScreenOffMessage, 403, null, true)
  const { totalDocs } = await req.payload.count({ collection: slugs.users, req })
  return totalDocs === 0 ? { ...data, role: 'superuser' } : data
}
