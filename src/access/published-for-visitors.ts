import type { Access, Where } from 'payload'

import { isStaff } from '@/lib/roles'

/**
 * Staff read everything (drafts and, when asked, the trash); everyone else reads only published
 * items outside the trash. Every public Local API read passes overrideAccess: false, and /cms-api
 * applies the same rule, so a draft never leaves the server for a visitor (docs/publishing.md).
 * Payload leaves trashed rows out unless a read asks for them; the deletedAt condition keeps a
 * visitor's ?trash=true from listing them.
 */
const visitorsSee: Where = {
  and: [{ deletedAt: { exists: false } }, { _status: { equals: 'published' } }],
}

export const publishedForVisitors: Access = ({ req: { user } }) => isStaff(user) || visitorsSee
