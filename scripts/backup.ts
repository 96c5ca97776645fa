/**
 * npm run backup [DIR]: writes a dated, consistent backup of the database (and of the uploaded
 * files when they are on disk) to DIR, by default backups/. Runs through scripts/with-db.ts, so
 * it works with the embedded PostgreSQL and with DATABASE_URL alike. See README, "Backups".
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'

import { env } from '@/env'
import { countOf } from '@/lib/format-count'
import { backupFileName } from '@/server/backup/backup-format'
import { writeBackup } from '@/server/backup/write-backup'

const dir = path.resolve(process.argv[2] ?? 'backups')
await mkdir(dir, { recursive: true })
const file = path.join(dir, backupFileName(new Date()))

const pool = new pg.Pool({ connectionString: env.DATABASE_URL })
try {
  const manifest = await writeBackup(pool, {
    mediaDir: env.s3Enabled ? null : path.resolve(env.MEDIA_DIR),
    file,
  })
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  const media =
    manifest.media.storage === 'disk'
      ? `${countOf(manifest.media.files, 'media file')}`
      : 'no media files (they are in S3: back up the bucket separately)'
  console.log(`[backup] ${file}: ${manifest.tables.length} tables, ${rows} rows, ${media}`)
} catch (error) {
  console.error('[backup] failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await pool.end()
}
