import type { Payload } from 'payload'

import type { LeaderAccount } from '@/lib/schemas/groups'
import { slugs } from '@/lib/slugs'

/**
 * The accounts staff may name as a group's leader: any account (a leader is often a member, not
 * staff), by name then email. Staff cannot read other accounts (users' access is superusers or
 * self), so the server reads them, and only id, name and email leave it: never a role or
 * anything of the sign-in.
 */
export const leaderAccounts = async (payload: Payload): Promise<LeaderAccount[]> => {
  const { docs } = await payload.find({
    collection: slugs.users,
    select: { name: true, email: true },
    sort: ['name', 'email'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map(({ id, name, email }) => ({ id, name: name?.trim() || null, email }))
}
