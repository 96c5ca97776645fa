import type { Payload } from 'payload'

import type { HistoryCollection } from '@/lib/history/history-collections'
import type { VersionList } from '@/lib/schemas/history'

import type { User } from '../../../payload-types'
import { changedBetween, restorableFields } from './restorable-fields'
import { versionFacts, type StoredVersion } from './version-facts'

type Query = { page: number; limit: number }

/**
 * One page of an item's versions, newest first, each with the fields it changed from the one
 * before. Only this page is read (plus the one version before its last, to compare with), and
 * only the fields compared: Payload's version reads that ignored `select` and read every
 * snapshot exhausted memory on large lists (payload#18251).
 */
export const listVersions = async (
  payload: Payload,
  user: User,
  collection: HistoryCollection,
  itemId: number,
  { page, limit }: Query,
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
  const read = (pageNumber: number, pageSize: number) =>
    payload.findVersions({
      collection,
      where: { parent: { equals: itemId } },
      sort: ['-createdAt', '-id'],
      page: pageNumber,
      limit: pageSize,
      select: select as never,
      depth: 0,
      overrideAccess: false,
      user,
    })
  const found = await read(page, limit)
  const versions = found.docs as unknown as StoredVersion[]
  // The version just older than this page's last: found as page (page * limit + 1) of size 1.
  const before = found.hasNextPage
    ? ((await read(page * limit + 1, 1)).docs[0] as unknown as StoredVersion | undefined)
    : undefined
  const factsOf = await versionFacts(payload, versions)
  return {
    versions: versions.map((version, index) => {
      const older = versions[index + 1] ?? before
      return {
        ...factsOf(version),
        changedFields: older ? changedBetween(version.version, older.version, fields) : [],
      }
    }),
    total: found.totalDocs,
    page: found.page ?? page,
    totalPages: found.totalPages,
  }
}
