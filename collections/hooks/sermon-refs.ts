import type { CollectionAfterChangeHook } from 'payload'

import { sqlFor } from '@/server/db/sql'
import { storeSermonRefs } from '@/server/sermons/scripture-refs'

import type { Sermon } from '../../payload-types'

/**
 * Keeps sermon_scripture_refs in step with a sermon's scripture and description, inside the
 * save's transaction, so a passage search finds it the moment it is saved.
 */
export const storeScriptureRefs: CollectionAfterChangeHook<Sermon> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const changed =
    operation === 'create' ||
    doc.scripture !== previousDoc?.scripture ||
    doc.description !== previousDoc?.description
  if (changed) await storeSermonRefs(await sqlFor(req.payload, req), doc.id, doc)
  return doc
}
