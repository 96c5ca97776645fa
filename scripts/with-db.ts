/**
 * Runs a command with a database: DATABASE_URL when it is set, otherwise the embedded PostgreSQL
 * (started here if it is not already running). Usage: tsx scripts/with-db.ts [--database name] cmd ...
 */
import { spawn } from 'node:child_process'

import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd())

const { startEmbeddedPostgres } = await import('../src/server/db/embedded-postgres')

const args = process.argv.slice(2)
let database = process.env.EMBEDDED_POSTGRES_DB ?? 'shoreline'
if (args[0] === '--database') {
  database = args[1]
  args.splice(0, 2)
}
const [command, ...commandArgs] = args
if (!command) {
  console.error('usage: tsx scripts/with-db.ts [--database name] command [args...]')
  process.exit(2)
}

let stop = async () => {}
if (!process.env.DATABASE_URL) {
  const dir = process.env.EMBEDDED_POSTGRES_DIR ?? '.data/postgres'
  const port = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329)
  const embedded = await startEmbeddedPostgres({ dir, port, database })
  process.env.DATABASE_URL = embedded.url
  stop = embedded.stop
  console.log(
    `[shoreline] DATABASE_URL is not set: using the embedded PostgreSQL in ${dir} (port ${port}, database ${database})`,
  )
}

const child = spawn(command, commandArgs, { stdio: 'inherit', env: process.env })
const forward = (signal: NodeJS.Signals) => () => child.kill(signal)
process.on('SIGTERM', forward('SIGTERM'))
child.on('exit', async (code, signal) => {
  await stop()
  process.exit(code ?? (signal ? 1 : 0))
})
