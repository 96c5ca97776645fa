import type { Payload } from 'payload'

import type { VersionSummary } from '@/lib/schemas/history'

import type { User } from '../../../payload-types'

/** A version as Payload's version table holds it, read with depth 0. */
export type StoredVersion = {
  id: number
  parent: number | { id: number }
  createdAt: string
  latest?: boolean | null
  version: Record<string, unknown> & { _status?: string | null; changedBy?: unknown }
}

export const parentId = (version: StoredVersion): number =>
  typeof version.parent === 'object' ? version.parent.id : Number(version.parent)

const authorId = (version: StoredVersion): number | null => {
  const changedBy = version.version.changedBy
  if (changedBy == null) return null
  return typeof changedBy === 'object' ? (changedBy as { id: number }).id : Number(changedBy)
}

/** The staff named by these versions, by id: one query for the page. */
const authorsOf = async (payload: Payload, versions: readonly StoredVersion[]) => {
  const ids = [...new Set(versions.map(authorId).filter((id): id is number => id !== null))]
  if (!ids.length) return new Map<number, string>()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { name: true, email: true },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(
    docs.map((user: Pick<User, 'id' | 'name' | 'email'>) => [user.id, user.name || user.email]),
  )
}

/** What every history answer says of a version: when, its state, who, and whether it is newest. */
export const versionFacts = async (payload: Payload, versions: readonly StoredVersion[]) => {
  const names = await authorsOf(payload, versions)
  return (version: StoredVersion): Omit<VersionSummary, 'changedFields'> => {
    const id = authorId(version)
    const name = id === null ? undefined : names.get(id)
    return {
      id: version.id,
      createdAt: new Date(version.createdAt).toISOString(),
      status: version.version._status === 'draft' ? 'draft' : 'published',
      // An account erased since leaves no name: said as nobody known rather than a bare number.
      author: id !== null && name !== undefined ? { id, name } : null,
      latest: Boolean(version.latest),
    }
  }
}
