/**
 * npm run migrate: apply pending migrations and stop. Payload's onInit applies them (so this is
 * the same code the server runs at start); the Payload CLI is avoided because it can exit 0
 * having done nothing (payloadcms/payload #16381).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { countOf } from '@/lib/format-count'

const payload = await getPayload({ config })
const { totalDocs } = await payload.count({ collection: 'payload-migrations' })
console.log(`[migrate] ${countOf(totalDocs, 'migration')} recorded in the database`)
await payload.destroy()
process.exit(0)
