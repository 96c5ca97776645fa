import { execFileSync } from 'node:child_process'

/**
 * Applies migrations once, before any test file starts Payload, so no two files race to create
 * the schema. scripts/migrate.ts runs the same onInit the server runs.
 */
export default function setup() {
  if (!process.env.DATABASE_URL) {
    throw new Error('Integration tests need a database: run them with `npm run test:int`.')
  }
  execFileSync('npx', ['tsx', 'scripts/migrate.ts'], { stdio: 'inherit', env: process.env })
}
