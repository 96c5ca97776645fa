import type { CollectionAfterChangeHook } from 'payload'

import { slugs } from '@/lib/slugs'
import { expireTag } from '@/server/cache/revalidate'

/**
 * A group's page names its account leaders by their accounts' names (public-groups.ts), cached
 * under the groups' tag: renaming an account expires it, so the page shows the new name. Other
 * account changes (a sign-in, a password) leave the groups' cache alone.
 */
export const expireGroupsOnRename: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  if (!context.disableRevalidate && doc?.name !== previousDoc?.name) expireTag(slugs.groups)
  return doc
}
