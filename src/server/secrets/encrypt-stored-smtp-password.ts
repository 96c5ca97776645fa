import 'server-only'

import { sql } from '@payloadcms/db-postgres'

import { isSealed } from './secret-box'
import { openSmtpPassword, sealSmtpPassword } from './smtp-password'

type Db = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }> }
type Row = { id: number; smtp_password: string }

const storedPasswords = async (db: Db): Promise<Row[]> =>
  (
    await db.execute(
      sql`SELECT id, smtp_password FROM site_config WHERE coalesce(smtp_password, '') <> ''`,
    )
  ).rows as Row[]

/** Encrypts SMTP passwords saved in plain text before encryption existed. Returns how many. */
export const encryptStoredSmtpPasswords = async (db: Db, secret: string): Promise<number> => {
  let changed = 0
  for (const row of await storedPasswords(db)) {
    if (isSealed(row.smtp_password)) continue
    const sealed = sealSmtpPassword(row.smtp_password, secret)
    await db.execute(sql`UPDATE site_config SET smtp_password = ${sealed} WHERE id = ${row.id}`)
    changed += 1
  }
  return changed
}

/** The way back (a migration's down): plain text again. */
export const decryptStoredSmtpPasswords = async (db: Db, secret: string): Promise<number> => {
  let changed = 0
  for (const row of await storedPasswords(db)) {
    if (!isSealed(row.smtp_password)) continue
    const plain = openSmtpPassword(row.smtp_password, secret)
    await db.execute(sql`UPDATE site_config SET smtp_password = ${plain} WHERE id = ${row.id}`)
    changed += 1
  }
  return changed
}
