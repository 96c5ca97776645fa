import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { findTrashed } from './find-trashed'
import type { trashKindOf } from './trash-kind'

/** Deletes one trashed item for good (only from the trash: a live item must be trashed first). */
export const deleteForGood = async (
  payload: Payload,
  user: User | null,
  kind: ReturnType<typeof trashKindOf>,
  id: number,
) => {
  await findTrashed(payload, user, kind, id)
  await payload.delete({
    collection: kind.collection,
    id,
    trash: true,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return { message: `${kind.label} deleted for good` }
}
