import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'

import type pg from 'pg'

import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type FileHeader,
  type Manifest,
  type TableHeader,
  quoteIdent,
} from './backup-format'
import { safeMediaPath } from './media-files'

const ROWS_PER_INSERT = 500

type Options = {
  file: string
  /** Where to put the backup's media files; null when this site keeps them in S3. */
  mediaDir: string | null
  /** Every migration this code knows, in order. */
  knownMigrations: readonly string[]
  /** Creates the schema of exactly these migrations in the (empty) database. */
  migrate: (names: string[]) => Promise<void>
}

const checkManifest = (manifest: Manifest, known: readonly string[]) => {
  if (manifest?.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new Error(
      'This file is not a Shoreline backup (or one of a version this code cannot read).',
    )
  }
  const unknown = manifest.migrations.filter((name) => !known.includes(name))
  if (unknown.length) {
    throw new Error(
      `The backup comes from a newer Shoreline (migrations ${unknown.join(', ')} are unknown here): restore it with that version.`,
    )
  }
}

const assertEmpty = async (pool: pg.Pool) => {
  const { rows } = await pool.query(
    'SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema()',
  )
  if (rows[0].n > 0) {
    throw new Error(
      'The database is not empty. Restore into a new, empty database (see README, "Backups").',
    )
  }
}

/** Columns a row can be written to (generated columns are computed by PostgreSQL itself). */
const writableColumns = async (client: pg.PoolClient, table: string) => {
  const { rows } = await client.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
      ORDER BY ordinal_position`,
    [table],
  )
  if (!rows.length) throw new Error(`The backup has a table the schema lacks: ${table}`)
  return rows.map((row) => quoteIdent(row.name)).join(', ')
}

const insertRows = (client: pg.PoolClient, table: string, columns: string, rows: string[]) =>
  // PostgreSQL parses the JSON itself, with each column's own type: nothing is lost in Node.
  client.query(
    `INSERT INTO ${quoteIdent(table)} (${columns}) OVERRIDING SYSTEM VALUE
     SELECT ${columns} FROM json_populate_recordset(NULL::${quoteIdent(table)}, $1::json)`,
    [`[${rows.join(',')}]`],
  )

/**
 * Writes one media file from its base64 lines (one, or one per piece: see backup-format.ts) as
 * they are read, checking its size and SHA-256 at the end; a damaged copy is not left behind.
 */
const restoreMediaFile = async (
  header: FileHeader,
  target: string,
  next: () => Promise<string>,
) => {
  await mkdir(path.dirname(target), { recursive: true })
  const out = createWriteStream(target)
  const hash = createHash('sha256')
  let received = 0
  try {
    do {
      const piece = Buffer.from(await next(), 'base64')
      hash.update(piece)
      received += piece.byteLength
      if (received > header.bytes) break
      if (!out.write(piece)) await once(out, 'drain')
    } while (received < header.bytes)
    out.end()
    await once(out, 'close')
    if (received !== header.bytes || hash.digest('hex') !== header.sha256) {
      throw new Error(`The backup's copy of ${header.file} is damaged.`)
    }
  } catch (error) {
    out.destroy()
    await rm(target, { force: true })
    throw error
  }
}

/**
 * Puts a backup back into an empty database: the schema from the backup's own migrations (later
 * ones run at the next server start), then every row and sequence in one transaction, then the
 * media files, each checked against its recorded SHA-256.
 */
export const restoreBackup = async (pool: pg.Pool, options: Options): Promise<Manifest> => {
  const lines = createInterface({
    input: createReadStream(options.file).pipe(createGunzip()),
    crlfDelay: Infinity,
  })[Symbol.asyncIterator]()
  const next = async (): Promise<string> => {
    const { value, done } = await lines.next()
    if (done) throw new Error('The backup file ends too early: it is incomplete.')
    return value
  }

  const manifest = JSON.parse(await next()) as Manifest
  checkManifest(manifest, options.knownMigrations)
  if (manifest.media.files > 0 && !options.mediaDir) {
    throw new Error(
      'The backup holds images on disk, but this site keeps images in S3 (S3_BUCKET).',
    )
  }
  await assertEmpty(pool)
  await options.migrate(manifest.migrations)

  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    // Foreign keys come off while rows go in (in any order) and go back on at the end, which
    // checks every reference once.
    const { rows: foreignKeys } = await client.query<{ tbl: string; name: string; def: string }>(
      `SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def
         FROM pg_constraint WHERE contype = 'f' AND connamespace = current_schema()::regnamespace`,
    )
    for (const fk of foreignKeys) {
      await client.query(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${quoteIdent(fk.name)}`)
    }
    // The migrations just recorded themselves (and may have added rows): the backup's rows rule.
    await client.query(`TRUNCATE ${manifest.tables.map((t) => quoteIdent(t.name)).join(', ')}`)

    for (let t = 0; t < manifest.tables.length; t++) {
      const header = JSON.parse(await next()) as TableHeader
      const columns = await writableColumns(client, header.table)
      let batch: string[] = []
      for (let r = 0; r < header.rows; r++) {
        batch.push(await next())
        if (batch.length === ROWS_PER_INSERT) {
          await insertRows(client, header.table, columns, batch)
          batch = []
        }
      }
      if (batch.length) await insertRows(client, header.table, columns, batch)
    }
    for (const { name, lastValue } of manifest.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        quoteIdent(name),
        lastValue ?? 1,
        lastValue !== null,
      ])
    }
    for (const fk of foreignKeys) {
      await client.query(`ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${quoteIdent(fk.name)} ${fk.def}`)
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }

  for (let f = 0; f < manifest.media.files; f++) {
    const header = JSON.parse(await next()) as FileHeader
    await restoreMediaFile(header, safeMediaPath(options.mediaDir!, header.file), next)
  }
  return manifest
}
