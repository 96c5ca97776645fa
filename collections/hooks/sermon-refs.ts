import type { CollectionAfterChangeHook } from 'payload'

import { sqlFor } from '@/server/db/sql'
import { storeSermonRefs } from '@/server/sermons/scripture-refs'

import type { Sermon } from '../../payload-types'

/**
 * Keeps sermon_scripture_refs in step with a sermon's published scripture and description,
 * inside the save's transaction, so a passage search finds it the moment it is published. A draft
 * save leaves them alone: the row still shows what is published, and a visitor's passage search
 * must neither find a sermon by a passage only its pending draft cites nor lose it by the one it
 * is published with (docs/publishing.md). A publish after a draft (the previous doc is then the
 * draft) always writes them.
 */
export const storeScriptureRefs: CollectionAfterChangeHook<Sermon> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (doc._status === 'draft') return doc
  const changed =
    operation === 'create' ||
    previousDoc?._status !== 'published' ||
    doc.scripture !== previousDoc?.scripture ||
    doc.description !== previousDoc?.description
  if (changed) await storeSermonRefs(await sqlFor(req.payload, req), doc.id, doc)
  return doc
}
