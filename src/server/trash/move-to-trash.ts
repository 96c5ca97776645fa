import type { Payload, PayloadRequest } from 'payload'

import type { TrashCollection } from '@/lib/trash-kinds'

import type { User } from '../../../payload-types'

/**
 * Moves one item to the trash with the caller's own access: Payload's trash is an update of
 * deletedAt (checked against the collection's delete access), and who did it is recorded by
 * collections/trash/with-trash.ts.
 */
export const moveToTrash = (
  payload: Payload,
  user: User | null,
  collection: TrashCollection,
  id: number,
  req?: PayloadRequest,
) =>
  payload.update({
    collection,
    id,
    data: { deletedAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
