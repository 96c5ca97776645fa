/**
 * npm run restore FILE: puts a backup made by `npm run backup` into an EMPTY database (the one
 * scripts/with-db.ts points at: DATABASE_URL, or the embedded server's EMBEDDED_POSTGRES_DB) and
 * its media files into MEDIA_DIR. See README, "Backups".
 */
import path from 'node:path'

import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/env'
import { countOf } from '@/lib/format-count'
import { restoreBackup } from '@/server/backup/restore-backup'

import { migrations } from '../migrations'

const file = process.argv[2]
if (!file) {
  console.error('usage: npm run restore FILE')
  process.exit(2)
}

// Payload without its onInit: the server's start would apply every migration and maybe seed;
// a restore wants exactly the backup's schema and nothing else.
const payload = await getPayload({ config: { ...(await config), onInit: () => {} } })
try {
  const manifest = await restoreBackup(payload.db.pool, {
    file: path.resolve(file),
    mediaDir: env.s3Enabled ? null : path.resolve(env.MEDIA_DIR),
    knownMigrations: migrations.map((migration) => migration.name),
    migrate: (names) =>
      payload.db.migrate({
        migrations: migrations.filter((migration) => names.includes(migration.name)) as never,
      }),
  })
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  console.log(
    `[restore] ${file} (made ${manifest.createdAt}): ${rows} rows, ${countOf(manifest.media.files, 'media file')}`,
  )
} catch (error) {
  console.error('[restore] failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await payload.destroy()
}
process.exit()
