import type { Payload } from 'payload'

/**
 * When the database server goes away (a restart, a crash the wrapper heals), every idle
 * connection in the pool breaks. pg reports that as an 'error' event on the pool, which, with no
 * listener, is an uncaught exception. The pool has already dropped the connection and opens a new
 * one on the next query, so a warning is all it needs.
 */
export const logPoolErrors = (payload: Pick<Payload, 'db' | 'logger'>) => {
  payload.db.pool.on('error', (error) => {
    // Only the reason: pg hangs the whole broken client (with its buffers) on the error.
    payload.logger.warn(
      { reason: error.message, code: (error as { code?: string }).code },
      'A pooled database connection broke; the next query opens a new one',
    )
  })
}
