import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { logPoolErrors } from '@/server/db/log-pool-errors'

export type Migration = {
  name: string
  up: (args: MigrateUpArgs) => Promise<void>
  down: (args: MigrateDownArgs) => Promise<void>
}

/**
 * Runs whenever Payload starts (the server, `npm run migrate`, scripts, tests): apply pending
 * migrations (every environment, so development and production run the same schema). Never
 * seeds: only the development server does that (src/instrumentation.ts).
 */
export const onInit = async (payload: Payload, migrations: Migration[]): Promise<void> => {
  logPoolErrors(payload)
  // Payload's generic Migration type takes `unknown` arguments; the Postgres ones are narrower.
  await payload.db.migrate({ migrations: migrations as never })
}
