import type { Payload } from 'payload'

import type { HistoryCollection } from '@/lib/history/history-collections'
import type { VersionList } from '@/lib/schemas/history'

import type { User } from '../../../payload-types'
import { changedBetween, restorableFields } from './restorable-fields'
import { versionPage } from './version-page'

type Query = { page: number; limit: number }

/**
 * One page of an item's versions, newest first, each with the fields it changed from the one
 * before (version-page.ts). Only the fields compared are read, with the version's facts.
 */
export const listVersions = async (
  payload: Payload,
  user: User,
  collection: HistoryCollection,
  itemId: number,
  query: Query,
): Promise<VersionList> => {
  const fields = restorableFields(payload, collection)
  const select = {
    createdAt: true,
    latest: true,
    parent: true,
    version: {
      ...Object.fromEntries(fields.map((name) => [name, true])),
      _status: true,
      changedBy: true,
    },
  }
  return versionPage(payload, user, query, {
    read: (window) =>
      payload.findVersions({
        collection,
        where: { parent: { equals: itemId } },
        select: select as never,
        ...window,
      }),
    changed: (newer, older) => changedBetween(newer, older, fields),
  })
}
