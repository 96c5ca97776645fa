import type { Payload } from 'payload'

import { formatLongDate } from '@/lib/format-date'
import type { TrashItem, TrashList } from '@/lib/schemas/trash'
import { slugs } from '@/lib/slugs'
import { TRASH_KINDS, TRASH_KIND_NAMES, type TrashKind } from '@/lib/trash-kinds'
import { readPrivacySettings } from '@/server/privacy/read-privacy-settings'

import type { User } from '../../../payload-types'

const DAY_MS = 24 * 60 * 60 * 1000

type TrashedDoc = {
  id: number
  title?: string | null
  /** Groups are known by their name. */
  name?: string | null
  date?: string | null
  deletedAt?: string | null
  deletedBy?: number | { id: number } | null
}

/** A Sunday service has no title: staff know it by its date, in words; a group by its name. */
const titleOf = (kind: TrashKind, doc: TrashedDoc) =>
  kind === 'sunday-services'
    ? `Sunday service, ${formatLongDate(doc.date)}`
    : (doc.title ?? doc.name ?? '')

const userIdOf = (value: TrashedDoc['deletedBy']) =>
  typeof value === 'object' && value ? value.id : (value ?? null)

/**
 * Names of the staff who trashed something. Staff cannot read other accounts (users' access is
 * superusers or self), so the server reads just name and email for them.
 */
const namesOf = async (payload: Payload, ids: number[]) => {
  if (ids.length === 0) return new Map<number, string>()
  const { docs } = await payload.find({
    collection: slugs.users,
    where: { id: { in: ids } },
    select: { name: true, email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(docs.map((user) => [user.id, user.name?.trim() || user.email]))
}

/** What is in the trash, newest first, with who put it there and when it goes for good. */
export const listTrash = async (
  payload: Payload,
  user: User | null,
  kinds: TrashKind[] = TRASH_KIND_NAMES,
): Promise<TrashList> => {
  const { trashDays } = await readPrivacySettings(payload)
  const found = await Promise.all(
    kinds.map(async (kind) => {
      const { docs } = await payload.find({
        collection: TRASH_KINDS[kind].collection,
        where: { deletedAt: { exists: true } },
        trash: true,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user,
      })
      return (docs as unknown as TrashedDoc[]).map((doc) => ({ kind, doc }))
    }),
  )
  const rows = found.flat()
  const names = await namesOf(payload, [
    ...new Set(rows.map(({ doc }) => userIdOf(doc.deletedBy)).filter((id) => id !== null)),
  ])
  const items = rows.map(({ kind, doc }): TrashItem => {
    const deletedAt = new Date(doc.deletedAt!)
    const by = userIdOf(doc.deletedBy)
    return {
      kind,
      id: doc.id,
      title: titleOf(kind, doc),
      deletedAt: deletedAt.toISOString(),
      deletedBy: by === null ? null : (names.get(by) ?? null),
      purgeAt: new Date(deletedAt.getTime() + trashDays * DAY_MS).toISOString(),
    }
  })
  items.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt))
  return { items, keptDays: trashDays }
}
