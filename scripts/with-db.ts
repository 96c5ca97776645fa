/**
 * Runs a command with a database: DATABASE_URL when it is set, otherwise the embedded PostgreSQL
 * (started here if it is not already running). Usage: tsx scripts/with-db.ts [--database name]
 * [--fresh] [--server] cmd ...; --fresh drops that embedded database first; --server runs the command
 * with the production server's Node settings (server-node-options.ts).
 */
import { spawn } from 'node:child_process'

import nextEnv from '@next/env'

import { withServerNodeOptions } from './server-node-options'

nextEnv.loadEnvConfig(process.cwd())

const { startEmbeddedPostgres } = await import('../src/server/db/embedded-postgres')
const { waitForOtherClients } = await import('../src/server/db/wait-for-other-clients')

const args = process.argv.slice(2)
let database = process.env.EMBEDDED_POSTGRES_DB ?? 'shoreline'
let fresh = false
let server = false
while (args[0]?.startsWith('--')) {
  const flag = args.shift()
  if (flag === '--database') database = args.shift() ?? database
  // Only ever the embedded server's database: a DATABASE_URL is never dropped.
  else if (flag === '--fresh') fresh = true
  else if (flag === '--server') server = true
}
const [command, ...commandArgs] = args
if (!command) {
  console.error(
    'usage: tsx scripts/with-db.ts [--database name] [--fresh] [--server] command [args...]',
  )
  process.exit(2)
}

let stop = async () => {}
if (!process.env.DATABASE_URL) {
  const dir = process.env.EMBEDDED_POSTGRES_DIR ?? '.data/postgres'
  const port = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329)
  const embedded = await startEmbeddedPostgres({ dir, port, database, fresh })
  process.env.DATABASE_URL = embedded.url
  // The server this wrapper started may meanwhile serve other wrappers on the same directory
  // (an integration run and an e2e run side by side): it waits for their connections to close
  // before stopping it, and a second signal stops it at once.
  stop = async () => {
    if (embedded.startedHere) {
      const patience = new AbortController()
      const giveUp = () => patience.abort()
      process.once('SIGINT', giveUp).once('SIGTERM', giveUp)
      await waitForOtherClients(embedded.url, { signal: patience.signal }).catch(
        (error: { code?: string; message?: string }) => {
          // Ctrl-C reached the server too: it refuses connections or is shutting down, so there
          // is nobody left to wait for. Anything else is worth a line before it is stopped.
          if (!['ECONNREFUSED', '57P01', '57P03'].includes(error.code ?? ''))
            console.warn(
              `[shoreline] could not count the database's other connections: ${error.message}`,
            )
        },
      )
    }
    await embedded.stop()
  }
  console.log(
    `[shoreline] DATABASE_URL is not set: using the embedded PostgreSQL in ${dir} (port ${port}, database ${database})`,
  )
}

const child = spawn(command, commandArgs, {
  stdio: 'inherit',
  env: server ? withServerNodeOptions(process.env) : process.env,
})
// Ctrl-C reaches the command too (same process group), but a SIGINT sent to this process alone
// must not leave the command and the database running: pass both signals on and wait for the
// command to exit, then stop the database.
const forward = (signal: NodeJS.Signals) => () => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal)
}
process.on('SIGTERM', forward('SIGTERM'))
process.on('SIGINT', forward('SIGINT'))
child.on('exit', async (code, signal) => {
  await stop()
  process.exit(code ?? (signal ? 1 : 0))
})
