import type { FieldAccess } from 'payload'

import { isSuperuser } from '@/lib/roles'

/**
 * Only a superuser may set a role, and never their own: Payload's default would let any
 * logged-in user PATCH their own role, and a superuser demoting themselves could lock
 * the church out of /cms.
 */
export const canChangeRole: FieldAccess = ({ req: { user }, id }) =>
  isSuperuser(user) && (id === undefined || String(id) !== String(user?.id))
