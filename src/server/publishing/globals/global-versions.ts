import type { Payload, PayloadRequest } from 'payload'

import type { GlobalTarget, PublishingGlobal } from './targets'

export type GlobalDoc = Record<string, unknown> & { _status?: 'draft' | 'published' | null }

/** Payload's bookkeeping on a global, and who saved it: never part of what staff wrote. */
const BOOKKEEPING = new Set(['id', '_status', 'createdAt', 'updatedAt', 'globalType', 'changedBy'])

/** A global's fields as written, without Payload's bookkeeping: the data of a write. */
export const contentOf = (doc: GlobalDoc): Record<string, unknown> =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !BOOKKEEPING.has(key)))

/** Array rows get new ids when a version is saved: two texts are the same whatever their ids. */
const withoutIds = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, inner]) => key !== 'id' && inner !== undefined)
        .map(([key, inner]) => [key, withoutIds(inner)]),
    )
  return value
}

export const sameContent = (a: unknown, b: unknown): boolean =>
  JSON.stringify(withoutIds(a)) === JSON.stringify(withoutIds(b))

/** What a target covers of a global: the whole of it, or one page of the page texts. */
export const partOf = (target: GlobalTarget, doc: GlobalDoc): unknown =>
  target.page ? doc[target.page] : contentOf(doc)

/** The target's part as a write's data. */
export const patchOf = (target: GlobalTarget, part: unknown): Record<string, unknown> =>
  target.page ? { [target.page]: part } : (part as Record<string, unknown>)

/**
 * The global as the server holds it: `published` is its own row (what visitors see); `latest` is
 * the newest version, a draft when staff saved one since publishing. Read for the server itself
 * (every field), never sent out as it is.
 */
export const readGlobal = async (
  payload: Payload,
  global: PublishingGlobal,
  which: 'published' | 'latest',
  req?: PayloadRequest,
): Promise<GlobalDoc> =>
  (await payload.findGlobal({
    slug: global,
    depth: 0,
    draft: which === 'latest',
    overrideAccess: true,
    req,
  })) as unknown as GlobalDoc
