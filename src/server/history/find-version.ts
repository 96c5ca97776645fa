import type { Payload } from 'payload'

import type { HistoryCollection } from '@/lib/history/history-collections'
import type { VersionDetail } from '@/lib/schemas/history'
import { notFound } from '@/server/api/errors'

import type { User } from '../../../payload-types'
import { relatedNames } from './related-names'
import { pickFields, restorableFields } from './restorable-fields'
import { parentId, versionFacts, type StoredVersion } from './version-facts'

/** One version of this item with the fields staff edit; a version of another item is a 404. */
export const readVersion = async (
  payload: Payload,
  user: User,
  collection: HistoryCollection,
  itemId: number,
  versionId: number,
): Promise<Omit<VersionDetail, 'related'>> => {
  const found = (await payload.findVersionByID({
    collection,
    // Typed as a string by Payload; the postgres adapter takes the serial id either way.
    id: String(versionId),
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    user,
  })) as unknown as StoredVersion | null
  if (!found || parentId(found) !== itemId) throw notFound('Version not found')
  const factsOf = await versionFacts(payload, [found])
  return {
    ...factsOf(found),
    fields: pickFields(found.version, restorableFields(payload, collection)),
  }
}

/** The version as the compare view shows it: with the items its fields point at, by name. */
export const findVersion = async (
  payload: Payload,
  user: User,
  collection: HistoryCollection,
  itemId: number,
  versionId: number,
): Promise<VersionDetail> => {
  const version = await readVersion(payload, user, collection, itemId, versionId)
  return { ...version, related: await relatedNames(payload, user, collection, version.fields) }
}
