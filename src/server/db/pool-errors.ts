import type { Pool } from 'pg'
import type { Payload } from 'payload'

/**
 * When PostgreSQL goes away, pg's pool emits 'error' for each idle connection it loses; with no
 * listener that is an uncaught exception that kills the server. Listening keeps the server up:
 * requests meanwhile answer 503 (src/server/api/database-unavailable.ts) and the pool opens new
 * connections once the database is back.
 */
export const survivePoolErrors = (payload: Payload): void => {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  pool?.on('error', (error) => {
    console.warn('[db] lost an idle database connection:', error.message)
  })
}
