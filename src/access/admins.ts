import type { Access, FieldAccess } from 'payload'

import { isStaff } from '@/lib/roles'

/** Staff (admin or superuser). */
export const admins: Access = ({ req: { user } }) => isStaff(user)

export const adminsField: FieldAccess = ({ req: { user } }) => isStaff(user)
