import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

type Doc = Record<string, unknown>

/**
 * What the server keeps itself and a move to or from the trash sets anew: never copied from the
 * published row or the pending draft (the write's own data and the other hooks set them).
 */
const NOT_COPIED = [
  'id',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'deletedBy',
  '_status',
  'changedBy',
]

const copied = (doc: Doc): Doc =>
  Object.fromEntries(Object.entries(doc).filter(([name]) => !NOT_COPIED.includes(name)))

/** The pending drafts set aside by this request's trash writes, by collection and id. */
const setAside = new WeakMap<PayloadRequest, Map<string, Doc>>()
const keyOf = (collection: string, id: unknown) => `${collection}:${String(id)}`

/**
 * A move to or from the trash of a published item with a pending draft change. Payload writes the
 * row from the latest version, so the trash's write would publish the change (by id) or unpublish
 * the item (clear-all's bulk write takes the draft's status too), and the change would stop being
 * a draft. Instead the row is written from what is published, only its trash fields changed, and
 * the change is set aside to be saved again as the latest draft (restoreDraftAfterTrash). Every
 * trash write goes through this: /api/admin, clear-all, the trash's restore and /cms alike.
 */
export const keepPublishedThroughTrash: CollectionBeforeChangeHook = async ({
  collection,
  data,
  originalDoc,
  operation,
  req,
}) => {
  // Not data._status: clear-all's bulk write carries the latest version's (the draft's) status.
  if (operation !== 'update' || !('deletedAt' in data)) return data
  // The latest version is a draft: an item never published, or a published one with a change.
  if (originalDoc?._status !== 'draft' || originalDoc.id == null) return data
  const row = await req.payload.db.findOne<Doc & { id: number }>({
    collection: collection.slug,
    where: { id: { equals: originalDoc.id } },
    req,
  })
  // Payload fills data with every field, deletedAt too: only a change of it is a trash move.
  if (row?._status !== 'published' || Boolean(row.deletedAt) === Boolean(data.deletedAt))
    return data
  const pending = setAside.get(req) ?? new Map<string, Doc>()
  setAside.set(req, pending)
  pending.set(keyOf(collection.slug, originalDoc.id), copied(originalDoc))
  // The data reaching this hook is the whole item (Payload fills it from the latest version, the
  // draft): the row's fields go over it, keeping only the trash fields and the hooks' stamps.
  return { ...data, ...copied(row), _status: 'published' }
}

/**
 * After the trash write saved the published item (its row and a published version), the change
 * set aside is saved again as a draft on top: staff still see "Changed since publishing" and edit
 * it, and visitors see it only once it is published. The server acts for itself (the caller was
 * allowed the trash write; the draft is theirs already).
 */
export const restoreDraftAfterTrash: CollectionAfterChangeHook = async ({
  collection,
  doc,
  req,
}) => {
  const pending = setAside.get(req)
  const key = keyOf(collection.slug, doc.id)
  const draft = pending?.get(key)
  if (!pending || !draft) return doc
  pending.delete(key)
  await req.payload.update({
    collection: collection.slug,
    id: doc.id,
    data: { ...draft, _status: 'draft' },
    draft: true,
    trash: true,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return doc
}
