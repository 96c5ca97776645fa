import type { Payload } from 'payload'

import { notFound } from '@/server/api/errors'

import type { User } from '../../../payload-types'
import type { trashKindOf } from './trash-kind'

/** One item that is in the trash (a live item or an unknown id is a 404 here). */
export const findTrashed = async (
  payload: Payload,
  user: User | null,
  { collection, label }: ReturnType<typeof trashKindOf>,
  id: number,
) => {
  const doc = await payload.findByID({
    collection,
    id,
    depth: 0,
    trash: true,
    disableErrors: true,
    overrideAccess: false,
    user,
  })
  if (!doc?.deletedAt) throw notFound(`${label} not found in the trash`)
  return doc
}
