import type { CollectionSlug, Payload } from 'payload'

import { notFound } from '@/server/api/errors'

import type { User } from '../../../payload-types'

/**
 * Staff writes through the Local API with the caller's own access (overrideAccess: false), so
 * Payload's collection rules and field validation apply exactly as they do in /cms.
 */
type Caller = { payload: Payload; user: User | null }

/** The item as the caller may see it (never one in the trash), or a 404 in the caller's words. */
export const existingForStaff = async (
  { payload, user }: Caller,
  collection: CollectionSlug,
  id: number,
  label: string,
) => {
  const doc = await payload.findByID({
    collection,
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    user,
  })
  if (!doc) throw notFound(`${label} not found`)
  return doc
}

export const createForStaff = (
  { payload, user }: Caller,
  collection: CollectionSlug,
  data: Record<string, unknown>,
) => payload.create({ collection, data, depth: 0, overrideAccess: false, user })

export const updateForStaff = async (
  caller: Caller,
  collection: CollectionSlug,
  id: number,
  data: Record<string, unknown>,
  label: string,
) => {
  await existingForStaff(caller, collection, id, label)
  return caller.payload.update({
    collection,
    id,
    data,
    depth: 0,
    overrideAccess: false,
    user: caller.user,
  })
}

export const deleteForStaff = async (
  caller: Caller,
  collection: CollectionSlug,
  id: number,
  label: string,
) => {
  await existingForStaff(caller, collection, id, label)
  await caller.payload.delete({ collection, id, overrideAccess: false, user: caller.user })
  return { message: 'Item deleted successfully' }
}
