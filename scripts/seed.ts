/** npm run seed: fill the database with the demo church. Safe to run again: it only adds what is missing. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '../src/env'
import { seed } from '../src/server/seed/seed'

const payload = await getPayload({ config })
const report = await seed(payload, env)
console.log(`[seed] created: ${JSON.stringify(report)}`)
await payload.destroy()
process.exit(0)
