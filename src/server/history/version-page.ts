import type { PaginatedDocs, Payload } from 'payload'

import type { VersionList } from '@/lib/schemas/history'

import type { User } from '../../../payload-types'
import { versionFacts, type StoredVersion } from './version-facts'

/** Which versions one read asks for, and as whom: the caller adds what it reads (an item, a global). */
export type VersionWindow = {
  page: number
  limit: number
  sort: string[]
  depth: number
  overrideAccess: false
  user: User
}

type PageOfVersions = {
  /** Reads the versions in the window, of an item or a global and with the caller's select. */
  read: (window: VersionWindow) => Promise<PaginatedDocs<unknown>>
  /** The fields whose values differ between a version's snapshot and the one before it. */
  changed: (newer: StoredVersion['version'], older: StoredVersion['version']) => string[]
}

/**
 * One page of versions, newest first, each with the fields it changed from the one before. Only
 * this page is read, plus the one version just older than its last (to compare with): Payload's
 * version reads that read every snapshot exhausted memory on large lists (payload#18251).
 */
export const versionPage = async (
  payload: Payload,
  user: User,
  { page, limit }: { page: number; limit: number },
  { read, changed }: PageOfVersions,
): Promise<VersionList> => {
  const window = (pageNumber: number, pageSize: number): VersionWindow => ({
    page: pageNumber,
    limit: pageSize,
    sort: ['-createdAt', '-id'],
    depth: 0,
    overrideAccess: false,
    user,
  })
  const found = await read(window(page, limit))
  const versions = found.docs as StoredVersion[]
  // The version just older than this page's last: found as page (page * limit + 1) of size 1.
  const before = found.hasNextPage
    ? ((await read(window(page * limit + 1, 1))).docs[0] as StoredVersion | undefined)
    : undefined
  const factsOf = await versionFacts(payload, versions)
  return {
    versions: versions.map((version, index) => {
      const older = versions[index + 1] ?? before
      return {
        ...factsOf(version),
        changedFields: older ? changed(version.version, older.version) : [],
      }
    }),
    total: found.totalDocs,
    page: found.page ?? page,
    totalPages: found.totalPages,
  }
}
