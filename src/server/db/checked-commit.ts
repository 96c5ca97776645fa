import 'server-only'

import { randomUUID } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'

/**
 * A failed COMMIT must fail the write. Payload's drizzle adapter (3.90) reports it as success:
 * its beginTransaction keeps drizzle's transaction promise behind a `.catch` that turns the
 * rejection into a resolved promise (meant for a connection that fails before BEGIN), and its
 * commitTransaction catches whatever is left and rolls back quietly. So when the database dies
 * between a form's INSERT and its COMMIT, `payload.create` returns the document and the visitor
 * gets 201 for a row that was never stored (issue #41, item 4; upstream payloadcms/payload#17727).
 *
 * These two replace the adapter's own pair, keeping its contract: a session in
 * `adapter.sessions[id]` is `{ db, resolve, reject }`, where `db` is the drizzle transaction every
 * Local API call with that `req` uses, `resolve` commits and `reject` rolls back. The difference:
 * `resolve` rejects when COMMIT fails. Rolling back stays best effort, as Payload's is (on a
 * dead connection the server has rolled back already). docs/internals.md lists what this relies on.
 */

type Session = PostgresAdapter['sessions'][string]
type TransactionDb = Session['db']
type TransactionConfig = Parameters<PostgresAdapter['drizzle']['transaction']>[1]

/** Ends drizzle's transaction callback with a ROLLBACK (drizzle rolls back on any throw). */
class RolledBack extends Error {}

/** How drizzle's transaction ended: null when it committed. Never rejects. */
type Outcome = Promise<{ error: unknown } | null>

/**
 * Opens a transaction on its own pooled connection and holds it open until the session is
 * resolved or rejected. Settles once BEGIN has run; rejects if no connection or BEGIN failed.
 */
const openSession = async (
  drizzle: PostgresAdapter['drizzle'],
  config: TransactionConfig,
): Promise<Session> => {
  let decide: (commit: boolean) => void = () => {}
  const decision = new Promise<boolean>((resolve) => (decide = resolve))
  let begun: (db: TransactionDb) => void = () => {}
  const ready = new Promise<TransactionDb>((resolve) => (begun = resolve))

  const outcome: Outcome = drizzle
    .transaction(async (tx) => {
      begun(tx)
      if (!(await decision)) throw new RolledBack()
    }, config)
    .then(
      () => null,
      (error: unknown) => ({ error }),
    )

  const db = await Promise.race([
    ready,
    outcome.then((ended) => {
      throw ended?.error ?? new Error('The transaction ended before it began')
    }),
  ])
  return {
    db,
    resolve: async () => {
      decide(true)
      const ended = await outcome
      // drizzle tries a ROLLBACK after a failed COMMIT; on a dead connection that error (also a
      // connection error) is the one it throws. Either way the row is not known to be stored.
      if (ended) throw ended.error
    },
    reject: async () => {
      decide(false)
      await outcome
    },
  }
}

async function beginTransaction(
  this: PostgresAdapter,
  options?: Record<string, unknown>,
): Promise<string> {
  // As Payload's: the adapter may still be connecting, with `this.drizzle` not yet set.
  await this.initializing
  try {
    const session = await openSession(
      this.drizzle,
      (options ?? this.transactionOptions) as TransactionConfig,
    )
    const id = randomUUID()
    this.sessions[id] = session
    return id
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    this.payload.logger.error({ err: error, msg: `Error: cannot begin transaction: ${message}` })
    // The cause keeps the driver's error code for isDatabaseUnavailable (a 503, not a 500).
    throw new Error(`Error: cannot begin transaction: ${message}`, { cause: error })
  }
}

async function commitTransaction(
  this: PostgresAdapter,
  incomingID: number | Promise<number | string> | string = '',
): Promise<void> {
  const id = String(incomingID instanceof Promise ? await incomingID : incomingID)
  const session = this.sessions[id]
  // As Payload's: no session means it was rolled back already (the operation failed and said so).
  if (!session) return
  // Out of the registry before it ends, so nothing else picks up a finishing transaction.
  delete this.sessions[id]
  await session.resolve()
}

/** The Postgres adapter, with a COMMIT that fails the operation when it fails. */
export const withCheckedCommit = (
  adapter: DatabaseAdapterObj<PostgresAdapter>,
): DatabaseAdapterObj<PostgresAdapter> => ({
  ...adapter,
  init: (args) => {
    const db = adapter.init(args)
    db.beginTransaction = beginTransaction
    db.commitTransaction = commitTransaction
    return db
  },
})
