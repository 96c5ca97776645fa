import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { findTrashed } from './find-trashed'
import type { trashKindOf } from './trash-kind'

/** Puts a trashed item back where it was: public again at once (its tag is expired on change). */
export const restoreFromTrash = async (
  payload: Payload,
  user: User | null,
  kind: ReturnType<typeof trashKindOf>,
  id: number,
) => {
  await findTrashed(payload, user, kind, id)
  await payload.update({
    collection: kind.collection,
    id,
    data: { deletedAt: null },
    trash: true,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return { message: `${kind.label} restored` }
}
