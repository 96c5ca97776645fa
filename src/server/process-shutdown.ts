/**
 * Whether this process has been asked to stop (SIGINT, SIGTERM). Ctrl-C on `npm run dev` reaches
 * the embedded PostgreSQL too, which closes its connections while the server is still shutting
 * down: errors from that moment on are the expected end, not news (src/server/db/log-pool-errors.ts).
 */
let stopping = false

export const shutdownBegun = () => stopping

const SIGNALS = ['SIGINT', 'SIGTERM'] as const

let watching = false

/**
 * Notes the first stop signal. Only notes it: Next's own handlers stop the server. Where nobody
 * else listens (a script), the signal is raised again without this listener, so it still ends the
 * process as it would have.
 */
export const watchForShutdown = () => {
  if (watching) return
  watching = true
  for (const signal of SIGNALS) {
    const onSignal = () => {
      stopping = true
      if (process.listenerCount(signal) === 1) {
        process.off(signal, onSignal)
        process.kill(process.pid, signal)
      }
    }
    process.on(signal, onSignal)
  }
}
