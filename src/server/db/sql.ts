import 'server-only'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

export { sql }

/** What raw SQL runs on: Payload's drizzle instance, or the request's open transaction. */
export type SqlRunner = Pick<PostgresAdapter['drizzle'], 'execute'>

/**
 * The request's transaction when it has one (so a hook's writes commit or roll back with the
 * document), otherwise the pool. Raw SQL is for what Payload's query API cannot say: range
 * overlaps and full-text ranking (docs/sermon-archive.md).
 */
export const sqlFor = async (
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<SqlRunner> => {
  const adapter = payload.db as unknown as PostgresAdapter
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions[String(id)]?.db) || adapter.drizzle
}

/** The rows of a query, typed by the caller. */
export const rowsOf = async <Row>(runner: SqlRunner, query: ReturnType<typeof sql>) =>
  (await runner.execute(query)).rows as Row[]
