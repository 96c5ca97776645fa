import type { Payload } from 'payload'

import {
  HISTORY_GLOBALS,
  type HistoryGlobal,
  type PageTextsPart,
} from '@/lib/history/history-globals'
import { sameValue } from '@/lib/history/same-value'
import type { VersionList } from '@/lib/schemas/history'

import type { User } from '../../../../payload-types'
import { versionFacts, type StoredVersion } from '../version-facts'
import { globalHistoryFields, valueAt, versionSelectOf } from './global-history-fields'

type Query = { page: number; limit: number; part?: PageTextsPart }

/**
 * One page of a global's versions, newest first, each with the fields it changed from the one
 * before (of one page of the page texts when `part` is given). As for the collections
 * (list-versions.ts), only this page is read, plus the one version before its last, and without
 * the fields not compared (another page's texts), never every snapshot (payload#18251).
 */
export const listGlobalVersions = async (
  payload: Payload,
  user: User,
  name: HistoryGlobal,
  { page, limit, part }: Query,
): Promise<VersionList> => {
  const fields = globalHistoryFields(payload, name, part)
  const exclude = versionSelectOf(payload, name, fields)
  // Nothing to leave out (every field is compared): no select at all.
  const select = Object.keys(exclude).length ? exclude : undefined
  const read = (pageNumber: number, pageSize: number) =>
    payload.findGlobalVersions({
      slug: HISTORY_GLOBALS[name].global,
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
        changedFields: older
          ? fields.filter(
              (field) => !sameValue(valueAt(version.version, field), valueAt(older.version, field)),
            )
          : [],
      }
    }),
    total: found.totalDocs,
    page: found.page ?? page,
    totalPages: found.totalPages,
  }
}
