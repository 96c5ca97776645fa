import type { Access } from 'payload'

import { isSuperuser } from '@/lib/roles'

/** Superusers see every user; anyone else only themselves (as a query constraint). */
export const superusersOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isSuperuser(user)) return true
  return { id: { equals: user.id } }
}
