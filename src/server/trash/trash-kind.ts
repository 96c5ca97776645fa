import { TRASH_KINDS, type TrashCollection, type TrashKind } from '@/lib/trash-kinds'
import { notFound } from '@/server/api/errors'

/** The collection behind a kind of the route's path; an unknown kind names nothing (404). */
export const trashKindOf = (
  raw: string | undefined,
): { kind: TrashKind; collection: TrashCollection; label: string } => {
  if (!raw || !Object.hasOwn(TRASH_KINDS, raw)) throw notFound(`There is no ${raw ?? ''} trash`)
  const kind = raw as TrashKind
  return { kind, ...TRASH_KINDS[kind] }
}
