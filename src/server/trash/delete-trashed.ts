import type { Payload, Where } from 'payload'

import { TRASH_KINDS, TRASH_KIND_NAMES, type TrashKind } from '@/lib/trash-kinds'
import { inTransaction } from '@/server/admin/in-transaction'

import type { User } from '../../../payload-types'

type Scope = {
  /** Staff emptying the trash act with their own access; the purge job acts for the server. */
  by: User | 'server'
  kinds?: TrashKind[]
  /** Only what was trashed before this moment (the purge); everything in the trash otherwise. */
  trashedBefore?: Date
}

/**
 * Deletes trashed items for good, in one transaction: a plain Payload delete, so related rows
 * (a sermon's files, an event's registrations) go exactly as a delete always took them.
 */
export const deleteTrashed = (
  payload: Payload,
  { by, kinds = TRASH_KIND_NAMES, trashedBefore }: Scope,
) =>
  inTransaction(payload, by === 'server' ? null : by, async (req) => {
    const where: Where = trashedBefore
      ? { deletedAt: { less_than: trashedBefore.toISOString() } }
      : { deletedAt: { exists: true } }
    let deleted = 0
    for (const kind of kinds) {
      const { docs, errors } = await payload.delete({
        collection: TRASH_KINDS[kind].collection,
        where,
        trash: true,
        depth: 0,
        req,
        overrideAccess: by === 'server',
      })
      if (errors.length > 0) throw new Error(`Could not delete ${errors.length} from the trash`)
      deleted += docs.length
    }
    return deleted
  })
