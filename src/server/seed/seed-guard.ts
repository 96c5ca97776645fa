import type { Payload } from 'payload'

import type { Env } from '@/env'
import { countOf } from '@/lib/format-count'
import { slugs } from '@/lib/slugs'

/**
 * Demo content (and its accounts with passwords printed in the README) belongs on a developer's
 * empty database only. The reason the seed must not run, or null when it may.
 */
export const demoSeedRefusal = async (payload: Payload, env: Env): Promise<string | null> => {
  if (env.NODE_ENV === 'production') {
    return 'The demo content is never added in production (NODE_ENV=production).'
  }
  const { totalDocs } = await payload.count({ collection: slugs.users, overrideAccess: true })
  if (totalDocs > 0) {
    return `The database already holds ${countOf(totalDocs, 'account')}: the demo content goes only into an empty database.`
  }
  return null
}
