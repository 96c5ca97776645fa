import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { logPoolErrors } from '@/server/db/log-pool-errors'
import { setServerLogger } from '@/server/log/server-log'

export type Migration = {
  name: string
  up: (args: MigrateUpArgs) => Promise<void>
  down: (args: MigrateDownArgs) => Promise<void>
}

/**
 * Runs whenever Payload starts (the server, `npm run migrate`, scripts, tests): apply pending
 * migrations (every environment, so development and production run the same schema). Never
 * seeds: only the development server does that (src/instrumentation.ts). First it hands Payload's
 * logger to serverLog, which cannot import Payload (Payload's config imports code that logs).
 */
export const onInit = async (payload: Payload, migrations: Migration[]): Promise<void> => {
  setServerLogger(payload.logger)
  logPoolErrors(payload)
  // Payload's generic Migration type takes `unknown` arguments; the Postgres ones are narrower.
  await payload.db.migrate({ migrations: migrations as never })
}
