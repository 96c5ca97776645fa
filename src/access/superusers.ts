import type { Access, FieldAccess } from 'payload'

import { isSuperuser } from '@/lib/roles'

export const superusers: Access = ({ req: { user } }) => isSuperuser(user)

export const superusersField: FieldAccess = ({ req: { user } }) => isSuperuser(user)
