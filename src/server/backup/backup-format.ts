/**
 * A Shoreline backup is one gzip file of JSON lines: a manifest, then each table (a header line,
 * then one line per row exactly as PostgreSQL's row_to_json wrote it), then each uploaded file
 * (a header line, then its bytes in base64: one line in backups before sermon files, now one line
 * per piece read (PIECE_BYTES in media-files.ts), so neither side ever holds a whole recording; restore reads both).
 * Row lines are never parsed in Node, so numbers, timestamps and JSON values go back into
 * PostgreSQL exactly as they came out.
 */

export const BACKUP_FORMAT = 'shoreline-backup'
export const BACKUP_VERSION = 1

export type Manifest = {
  format: typeof BACKUP_FORMAT
  version: typeof BACKUP_VERSION
  createdAt: string
  /** The migrations the dumped schema had; restore recreates exactly that schema. */
  migrations: string[]
  tables: { name: string; rows: number }[]
  sequences: { name: string; lastValue: string | null }[]
  /** disk: the images are in the file; s3: they live in the bucket and are not included. */
  media: { storage: 'disk' | 's3'; files: number }
}

export type TableHeader = { table: string; rows: number }
export type FileHeader = { file: string; bytes: number; sha256: string }

/** A name for the backup that sorts by date: shoreline-2026-11-23T17-45-00Z.backup.gz */
export const backupFileName = (at: Date) =>
  `shoreline-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.backup.gz`

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`
