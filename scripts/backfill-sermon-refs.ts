/**
 * npm run backfill:sermon-refs: stores the Bible references of every sermon that has none yet
 * (sermons written with plain SQL, e.g. an import or the bench's scaled data). The migration
 * that made the table ran the same backfill; Payload saves keep them current after that.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { countOf } from '../src/lib/format-count'
import { sqlFor } from '../src/server/db/sql'
import { backfillSermonRefs } from '../src/server/sermons/scripture-refs'

const payload = await getPayload({ config })
const filled = await backfillSermonRefs(await sqlFor(payload))
console.log(`[backfill] read the references of ${countOf(filled, 'sermon')}`)
await payload.destroy()
process.exit(0)
