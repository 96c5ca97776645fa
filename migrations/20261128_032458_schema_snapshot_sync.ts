import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Schema snapshot only. The three migrations of 2026-11-27 (held registrations, privacy settings,
 * About/Home page texts) were generated on separate branches, so the newest snapshot did not know
 * the other two's tables. Their SQL already ran in those migrations; this one carries the merged
 * snapshot (the .json beside it) so the next `migrate:create` diffs against the real schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
