import type { Payload } from 'payload'

import { slugs } from '@/lib/slugs'

import type { Group } from '../../../payload-types'
import { mailbox, type Mailbox } from '../email/compose'

/**
 * Where a group's leaders get their mail: a leader with a user account at the account's address
 * (read at send time, so a changed address applies), otherwise at the address staff typed. The
 * server reads for itself here; leaders' addresses are never given to the public.
 */
export const leaderMailboxes = async (payload: Payload, group: Group): Promise<Mailbox[]> => {
  const boxes: Mailbox[] = []
  for (const leader of group.leaders ?? []) {
    const userId = typeof leader.user === 'object' ? leader.user?.id : leader.user
    if (userId) {
      const user = await payload.findByID({
        collection: slugs.users,
        id: userId,
        depth: 0,
        disableErrors: true,
        overrideAccess: true,
      })
      if (user?.email) {
        boxes.push(mailbox(leader.name || user.name || '', user.email))
        continue
      }
    }
    if (leader.email) boxes.push(mailbox(leader.name ?? '', leader.email))
  }
  return boxes
}
