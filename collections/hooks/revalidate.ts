import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { expireTag } from '@/server/cache/revalidate'

/**
 * Every cached read is tagged with its collection's slug; any change expires that tag. Awaited:
 * outside a request (a job) the expiry goes to the cache handler itself (src/server/cache/revalidate.ts).
 */
export const revalidateAfterChange =
  (tag: string): CollectionAfterChangeHook =>
  async ({ doc, context }) => {
    if (!context.disableRevalidate) await expireTag(tag)
    return doc
  }

export const revalidateAfterDelete =
  (tag: string): CollectionAfterDeleteHook =>
  async ({ doc, context }) => {
    if (!context.disableRevalidate) await expireTag(tag)
    return doc
  }

/**
 * A global's draft save (docs/publishing.md) leaves its published row, which is all the pages
 * read, as it was: only a publish expires the tag.
 */
export const revalidateGlobal =
  (tag: string): GlobalAfterChangeHook =>
  async ({ doc, context }) => {
    if (!context.disableRevalidate && doc?._status !== 'draft') await expireTag(tag)
    return doc
  }

export const revalidateHooks = (tag: string) => ({
  afterChange: [revalidateAfterChange(tag)],
  afterDelete: [revalidateAfterDelete(tag)],
})
