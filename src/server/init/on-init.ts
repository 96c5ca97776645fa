import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Env } from '@/env'
import { survivePoolErrors } from '@/server/db/pool-errors'
import { seedIfEmpty } from '@/server/seed/seed'

export type Migration = {
  name: string
  up: (args: MigrateUpArgs) => Promise<void>
  down: (args: MigrateDownArgs) => Promise<void>
}

/**
 * Runs once per server start: apply pending migrations (every environment, so development and
 * production run the same schema), then fill an empty development database with demo content.
 */
export const onInit = async (
  payload: Payload,
  migrations: Migration[],
  env: Env,
): Promise<void> => {
  survivePoolErrors(payload)
  // Payload's generic Migration type takes `unknown` arguments; the Postgres ones are narrower.
  await payload.db.migrate({ migrations: migrations as never })
  if (env.SEED_ON_START) await seedIfEmpty(payload, env)
}
