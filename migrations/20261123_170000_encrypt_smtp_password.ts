import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { env } from '../src/env'
import {
  decryptStoredSmtpPasswords,
  encryptStoredSmtpPasswords,
} from '../src/server/secrets/encrypt-stored-smtp-password'

/**
 * No schema change: the SMTP password saved in plain text is encrypted with the key derived from
 * PAYLOAD_SECRET (src/server/secrets), as every newly saved one is.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await encryptStoredSmtpPasswords(db, env.PAYLOAD_SECRET)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await decryptStoredSmtpPasswords(db, env.PAYLOAD_SECRET)
}
