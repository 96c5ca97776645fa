import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makePng } from '../helpers/png'

const run = promisify(execFile)

/** A database beside the test database, on the same server. */
const urlFor = (database: string) => {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${database}`
  return url.toString()
}

const LONG_FILE = 'sermon-files/long-sermon-0123456789abcdef.mp3'

const SOURCE = 'shoreline_backup_source'
const TARGET = 'shoreline_backup_target'

const withClient = async <T>(database: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: urlFor(database) })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const recreate = (database: string) =>
  withClient('postgres', async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${database}"`)
  })

/** Every table's rows (as PostgreSQL prints them, in a stable order) and every sequence. */
const snapshot = (database: string) =>
  withClient(database, async (client) => {
    const tables = (
      await client.query(
        `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
      )
    ).rows.map((row) => row.tablename as string)
    const rows: Record<string, string[]> = {}
    for (const table of tables) {
      const result = await client.query(`SELECT row_to_json(t)::text AS r FROM "${table}" t`)
      rows[table] = result.rows.map((row) => row.r as string).sort()
    }
    const sequences = (
      await client.query(
        `SELECT sequencename, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
      )
    ).rows
    return { tables, rows, sequences }
  })

const script = (name: string, args: string[], env: Record<string, string>) =>
  run('npx', ['tsx', '--conditions=react-server', `scripts/${name}.ts`, ...args], {
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  })

describe('npm run backup, then npm run restore into an empty database', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'shoreline-backup-'))
  const sourceMedia = path.join(work, 'media-source')
  const targetMedia = path.join(work, 'media-target')
  const backups = path.join(work, 'backups')

  beforeAll(async () => {
    await recreate(SOURCE)
    await recreate(TARGET)
    // The demo church (sermons, events, services, users, site config), through the real seed.
    await script('seed', [], { DATABASE_URL: urlFor(SOURCE), SEED_ON_START: 'false' })
    await withClient(SOURCE, (client) =>
      // Values that a careless dump loses: JSON, quotes, newlines, accents, exact timestamps.
      client.query(
        `INSERT INTO contact_messages (first_name, last_name, email, subject, message, status, updated_at, created_at)
         VALUES ('Zoë', 'O''Brien', 'zoe@example.com', 'Quotes " and \\ backslash', E'Line one\\nLine two ✝',
                 'new', '2026-01-02 03:04:05.678+00', '2026-01-02 03:04:05.678+00')`,
      ),
    )
    mkdirSync(path.join(sourceMedia, 'nested'), { recursive: true })
    writeFileSync(path.join(sourceMedia, 'blue.png'), makePng(8, 8, [0, 0, 255]))
    writeFileSync(path.join(sourceMedia, 'nested', 'raw.bin'), Buffer.from([0, 255, 10, 13, 0]))
    // A recording of several backup pieces (256 KB each), and an upload still in progress.
    mkdirSync(path.join(sourceMedia, 'sermon-files'), { recursive: true })
    writeFileSync(path.join(sourceMedia, LONG_FILE), randomBytes(700_001))
    mkdirSync(path.join(sourceMedia, 'sermon-uploads'), { recursive: true })
    writeFileSync(path.join(sourceMedia, 'sermon-uploads', 'f00d'), randomBytes(1000))
    writeFileSync(path.join(sourceMedia, 'sermon-uploads', 'f00d.json'), '{"id":"f00d"}')
  }, 240_000)

  afterAll(async () => {
    await withClient('postgres', async (client) => {
      await client.query(`DROP DATABASE IF EXISTS "${SOURCE}" WITH (FORCE)`)
      await client.query(`DROP DATABASE IF EXISTS "${TARGET}" WITH (FORCE)`)
    })
    rmSync(work, { recursive: true, force: true })
  })

  it('round-trips every row, sequence and uploaded file', async () => {
    const backup = await script('backup', [backups], {
      DATABASE_URL: urlFor(SOURCE),
      MEDIA_DIR: sourceMedia,
    })
    expect(backup.stdout).toMatch(/, 3 media files$/m)
    const files = readdirSync(backups)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^shoreline-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.backup\.gz$/)

    await script('restore', [path.join(backups, files[0])], {
      DATABASE_URL: urlFor(TARGET),
      MEDIA_DIR: targetMedia,
    })

    const [before, after] = [await snapshot(SOURCE), await snapshot(TARGET)]
    expect(after.tables).toEqual(before.tables)
    expect(before.rows.sermons.length).toBeGreaterThan(0)
    expect(before.rows.contact_messages.join()).toContain('Zoë')
    for (const table of before.tables) expect(after.rows[table], table).toEqual(before.rows[table])
    expect(after.sequences).toEqual(before.sequences)
    const restored = readdirSync(targetMedia, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(targetMedia, path.join(entry.parentPath, entry.name)))
    // The upload in progress is not in the backup.
    expect(restored.sort()).toEqual(['blue.png', 'nested/raw.bin', LONG_FILE])
    for (const file of restored) {
      expect(readFileSync(path.join(targetMedia, file))).toEqual(
        readFileSync(path.join(sourceMedia, file)),
      )
    }
  }, 240_000)

  it('refuses to restore over a database that has data, and changes nothing', async () => {
    const [file] = readdirSync(backups)
    await withClient(TARGET, (client) => client.query(`DELETE FROM contact_messages`))
    const failed = await script('restore', [path.join(backups, file)], {
      DATABASE_URL: urlFor(TARGET),
      MEDIA_DIR: targetMedia,
    }).catch((error: { code: number; stderr: string }) => error)
    expect(failed).toMatchObject({ code: 1 })
    expect((failed as { stderr: string }).stderr).toMatch(/The database is not empty/)
    const { rows } = await withClient(TARGET, (client) =>
      client.query('SELECT count(*)::int AS n FROM contact_messages'),
    )
    expect(rows[0].n).toBe(0)
  }, 120_000)
})
