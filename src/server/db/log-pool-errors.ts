import 'server-only'

import type { Payload } from 'payload'

import { shutdownBegun, watchForShutdown } from '@/server/process-shutdown'

/**
 * When the database server goes away (a restart, a crash the wrapper heals), every idle
 * connection in the pool breaks. pg reports that as an 'error' event on the pool, which, with no
 * listener, is an uncaught exception. The pool has already dropped the connection and opens a new
 * one on the next query, so a warning is all it needs.
 *
 * A connection checked out of the pool (one holding a transaction open between its queries) has
 * no pool listener while it is out, so pg emits the 'error' on the client itself: without a
 * listener of its own, an uncaught exception. Its next query fails ("not queryable") and the
 * request that owns it answers 503; the pool drops it when it comes back. Nothing to log here.
 *
 * Once this process is stopping (Ctrl-C on `npm run dev` reaches the embedded PostgreSQL as well,
 * which closes the pool's connections first) a broken connection is the expected end: no warning.
 */
export const logPoolErrors = (payload: Pick<Payload, 'db' | 'logger'>) => {
  watchForShutdown()
  payload.db.pool.on('error', (error) => {
    if (shutdownBegun()) return
    // Only the reason: pg hangs the whole broken client (with its buffers) on the error.
    payload.logger.warn(
      { reason: error.message, code: (error as { code?: string }).code },
      'A pooled database connection broke; the next query opens a new one',
    )
  })
  // 'acquire' rather than 'connect': the adapter opens connections before onInit adds this.
  const listening = new WeakSet<object>()
  payload.db.pool.on('acquire', (client) => {
    if (listening.has(client)) return
    listening.add(client)
    client.on('error', () => {})
  })
}
