import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { rename } from 'node:fs/promises'
import type { Writable } from 'node:stream'
import { createGzip } from 'node:zlib'

import type pg from 'pg'

import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type FileHeader,
  type Manifest,
  type TableHeader,
  quoteIdent,
} from './backup-format'
import { digestMediaFile, listFiles, readMediaPieces } from './media-files'

const ROWS_PER_FETCH = 1_000

const writeLine = async (out: Writable, line: string) => {
  if (!out.write(line + '\n')) await once(out, 'drain')
}

/**
 * A media file: its header (size and SHA-256, read first: stored files never change), then its
 * bytes as lines of base64, one per piece read, so memory stays at a piece however large the
 * recording. At least one line, empty for an empty file, as restore expects.
 */
const writeMediaFile = async (out: Writable, dir: string, relative: string) => {
  const { bytes, sha256 } = await digestMediaFile(dir, relative)
  await writeLine(out, JSON.stringify({ file: relative, bytes, sha256 } satisfies FileHeader))
  let written = 0
  for await (const piece of readMediaPieces(dir, relative)) {
    await writeLine(out, (piece as Buffer).toString('base64'))
    written += (piece as Buffer).byteLength
  }
  if (written === 0) await writeLine(out, '')
  if (written !== bytes) throw new Error(`${relative} changed while it was being backed up.`)
}

type Options = {
  /** Where uploaded files are on disk, or null when they are in S3 (then none are included). */
  mediaDir: string | null
  file: string
}

/**
 * Writes a consistent backup: every table is read inside one REPEATABLE READ transaction, so the
 * rows are a single snapshot even while the site keeps taking writes. Written to FILE.partial
 * first and renamed at the end, so a file with the final name is always complete.
 */
export const writeBackup = async (
  pool: pg.Pool,
  { mediaDir, file }: Options,
): Promise<Manifest> => {
  const client = await pool.connect()
  const partial = `${file}.partial`
  const gzip = createGzip()
  const finished = once(gzip.pipe(createWriteStream(partial)), 'finish')
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const tableNames = (
      await client.query<{ name: string }>(
        `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`,
      )
    ).rows.map((row) => row.name)
    const tables: Manifest['tables'] = []
    for (const name of tableNames) {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${quoteIdent(name)}`)
      tables.push({ name, rows: rows[0].n })
    }
    const migrations = tableNames.includes('payload_migrations')
      ? (await client.query('SELECT name FROM payload_migrations ORDER BY id')).rows.map(
          (row) => row.name as string,
        )
      : []
    const sequences = (
      await client.query<{ name: string; lastValue: string | null }>(
        `SELECT sequencename AS name, last_value::text AS "lastValue"
           FROM pg_sequences WHERE schemaname = current_schema() ORDER BY 1`,
      )
    ).rows
    const mediaFiles = mediaDir ? await listFiles(mediaDir) : []
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
      sequences,
      media: { storage: mediaDir ? 'disk' : 's3', files: mediaFiles.length },
    }
    await writeLine(gzip, JSON.stringify(manifest))

    for (const { name, rows } of tables) {
      await writeLine(gzip, JSON.stringify({ table: name, rows } satisfies TableHeader))
      await client.query(
        `DECLARE dump NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quoteIdent(name)} t`,
      )
      for (;;) {
        const batch = await client.query<{ row: string }>(`FETCH ${ROWS_PER_FETCH} FROM dump`)
        for (const { row } of batch.rows) await writeLine(gzip, row)
        if (batch.rows.length < ROWS_PER_FETCH) break
      }
      await client.query('CLOSE dump')
    }
    await client.query('COMMIT')

    for (const relative of mediaFiles) await writeMediaFile(gzip, mediaDir!, relative)
    gzip.end()
    await finished
    await rename(partial, file)
    return manifest
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    gzip.destroy()
    throw error
  } finally {
    client.release()
  }
}
