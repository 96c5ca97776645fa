import type { Payload } from 'payload'

import { HISTORY_COLLECTIONS, type HistoryCollection } from '@/lib/history/history-collections'
import type { PublishingChoice } from '@/lib/schemas/publishing'
import { writeWithPublishing } from '@/server/publishing/write-with-publishing'

import type { User } from '../../../payload-types'
import { readVersion } from './find-version'

/**
 * Restore this version: its fields are written back exactly, as a staff save would write them
 * (the same validation, hooks and cache expiry), as a draft (the site keeps what it shows) or
 * published at once. Written through update rather than Payload's restoreVersion, which writes
 * the old version's own _status back with it (restoring an old draft "published" would take the
 * item off the site) and would restore what the server keeps itself. The item keeps its id, its
 * trash state and its history; the restore is a new version on top, saved by the caller.
 */
export const restoreVersion = async (
  payload: Payload,
  user: User,
  collection: HistoryCollection,
  itemId: number,
  versionId: number,
  status: PublishingChoice,
) => {
  const { label } = HISTORY_COLLECTIONS[collection]
  const version = await readVersion(payload, user, collection, itemId, versionId)
  const restored = await writeWithPublishing(
    { payload, user },
    collection,
    { ...version.fields, status },
    { id: itemId, label },
  )
  return {
    message:
      status === 'draft'
        ? `${label} restored as a draft: the website is unchanged until it is published`
        : `${label} restored and published`,
    publishing: restored.publishing,
  }
}
