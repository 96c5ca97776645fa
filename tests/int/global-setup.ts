import { execFileSync } from 'node:child_process'

import pg from 'pg'

/**
 * Applies migrations once, before any test file starts Payload, so no two files race to create
 * the schema. scripts/migrate.ts runs the same onInit the server runs.
 */
export default async function setup() {
  if (!process.env.DATABASE_URL) {
    throw new Error('Integration tests need a database: run them with `npm run test:int`.')
  }
  execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/migrate.ts'], {
    stdio: 'inherit',
    env: process.env,
  })
  // Rate-limit counters outlive a run; a rerun within the hour must not start half-spent.
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  await client.query('DELETE FROM rate_limits')
  await client.end()
}
