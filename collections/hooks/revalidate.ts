import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { expireTag } from '@/server/cache/revalidate'

/** Every cached read is tagged with its collection's slug; any change expires that tag. */
export const revalidateAfterChange =
  (tag: string): CollectionAfterChangeHook =>
  ({ doc, context }) => {
    if (!context.disableRevalidate) expireTag(tag)
    return doc
  }

export const revalidateAfterDelete =
  (tag: string): CollectionAfterDeleteHook =>
  ({ doc, context }) => {
    if (!context.disableRevalidate) expireTag(tag)
    return doc
  }

export const revalidateGlobal =
  (tag: string): GlobalAfterChangeHook =>
  ({ doc, context }) => {
    if (!context.disableRevalidate) expireTag(tag)
    return doc
  }

export const revalidateHooks = (tag: string) => ({
  afterChange: [revalidateAfterChange(tag)],
  afterDelete: [revalidateAfterDelete(tag)],
})
