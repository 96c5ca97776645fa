import type { Access } from 'payload'

import { isStaff } from '@/lib/roles'

/**
 * Everyone reads the live items; only staff read the trash. Payload leaves trashed rows out
 * unless a read asks for them (trash: true, or ?trash=true on /cms-api), so this is what keeps
 * a visitor's ?trash=true from listing them.
 */
export const anyoneButTrashForStaff: Access = ({ req: { user } }) =>
  isStaff(user) || { deletedAt: { exists: false } }
