/**
 * npm run seed: fill an empty development database with the demo church. Refuses (exit 1) under
 * NODE_ENV=production or when the database already holds accounts (src/server/seed/seed-guard.ts).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '../src/env'
import { seed } from '../src/server/seed/seed'
import { demoSeedRefusal } from '../src/server/seed/seed-guard'

const payload = await getPayload({ config })
const refusal = await demoSeedRefusal(payload, env)
if (refusal) {
  console.error(`[seed] nothing seeded: ${refusal}`)
} else {
  const report = await seed(payload, env)
  console.log(`[seed] created: ${JSON.stringify(report)}`)
}
await payload.destroy()
process.exit(refusal ? 1 : 0)
