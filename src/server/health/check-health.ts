import { countOf } from '@/lib/format-count'
import { EMAIL_QUEUE } from '@/server/email/record-emails'
import { STUCK_AFTER_MS } from '@/server/email/release-stuck-email-jobs'

/** Anything that runs SQL: Payload's pg pool in the server, a plain pg client in tests. */
export type Queryable = {
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
}

type Check = { ok: boolean; message: string }

export type HealthReport = {
  status: 'ok' | 'failing'
  checkedAt: string
  checks: {
    database: Check & { latencyMs: number | null }
    migrations: Check & { applied: number; pending: string[] }
    emailQueue: Check & { waiting: number; oldestWaitSeconds: number | null }
  }
}

/**
 * A monitor must get an answer even when the database hangs: each query gets this long, and a
 * load balancer's usual probe timeout (5 s) is not reached.
 */
const QUERY_TIMEOUT_MS = 3_000

/**
 * Queued email leaves within seconds while the server's job cron runs (src/server/email), and a
 * job a crash left "processing" is handed back after STUCK_AFTER_MS (5 min). A job that has been
 * due this long without being worked means the queue is not running, so visitors' mail is stuck.
 */
export const EMAIL_QUEUE_MAX_WAIT_SECONDS = 10 * 60

const withTimeout = <T>(promise: Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer within ${QUERY_TIMEOUT_MS / 1000} s`)),
      QUERY_TIMEOUT_MS,
    )
    promise.then(resolve, reject).finally(() => clearTimeout(timer))
  })

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

const checkDatabase = async (db: Queryable): Promise<HealthReport['checks']['database']> => {
  const started = performance.now()
  try {
    await withTimeout(db.query('SELECT 1'))
    const latencyMs = Math.round(performance.now() - started)
    return { ok: true, message: 'The database answers', latencyMs }
  } catch (error) {
    return { ok: false, message: `The database is unreachable: ${reason(error)}`, latencyMs: null }
  }
}

const checkMigrations = async (
  db: Queryable,
  expected: readonly string[],
): Promise<HealthReport['checks']['migrations']> => {
  try {
    const { rows } = await withTimeout(db.query('SELECT name FROM payload_migrations'))
    const applied = new Set(rows.map((row) => String(row.name)))
    const pending = expected.filter((name) => !applied.has(name))
    return pending.length
      ? {
          ok: false,
          message: `${countOf(pending.length, 'migration')} not applied`,
          applied: applied.size,
          pending,
        }
      : { ok: true, message: 'Every migration is applied', applied: applied.size, pending }
  } catch (error) {
    return {
      ok: false,
      message: `Could not read the applied migrations: ${reason(error)}`,
      applied: 0,
      pending: [...expected],
    }
  }
}

const checkEmailQueue = async (db: Queryable): Promise<HealthReport['checks']['emailQueue']> => {
  try {
    // Waiting = due (neither finished nor given up, and not waiting for a retry's back-off to
    // pass) and not being worked. A job marked processing is being sent, unless it has been so
    // for longer than STUCK_AFTER_MS: then a crash left it there and nobody is sending it (the
    // cron hands it back on its next run, src/server/email/release-before-each-run.ts).
    const { rows } = await withTimeout(
      db.query(
        `SELECT count(*)::int AS waiting,
                extract(epoch FROM now() - min(coalesce(wait_until, created_at)))::int AS oldest
           FROM payload_jobs
          WHERE queue = $1 AND completed_at IS NULL AND NOT coalesce(has_error, false)
            AND coalesce(wait_until, created_at) <= now()
            AND (NOT coalesce(processing, false)
                 OR updated_at < now() - $2 * interval '1 millisecond')`,
        [EMAIL_QUEUE, STUCK_AFTER_MS],
      ),
    )
    const waiting = Number(rows[0]?.waiting ?? 0)
    const oldestWaitSeconds = rows[0]?.oldest == null ? null : Number(rows[0].oldest)
    const stuck = oldestWaitSeconds !== null && oldestWaitSeconds > EMAIL_QUEUE_MAX_WAIT_SECONDS
    return {
      ok: !stuck,
      message: stuck
        ? `Queued email has waited ${oldestWaitSeconds} s (more than ${EMAIL_QUEUE_MAX_WAIT_SECONDS} s): is the job queue running?`
        : 'Queued email is leaving',
      waiting,
      oldestWaitSeconds,
    }
  } catch (error) {
    return {
      ok: false,
      message: `Could not read the email queue: ${reason(error)}`,
      waiting: 0,
      oldestWaitSeconds: null,
    }
  }
}

/** What a load balancer or uptime monitor needs to know: can this instance serve visitors? */
export const checkHealth = async (
  db: Queryable,
  expectedMigrations: readonly string[],
): Promise<HealthReport> => {
  const database = await checkDatabase(db)
  // Without a database the other checks would only repeat its error.
  const migrations = database.ok
    ? await checkMigrations(db, expectedMigrations)
    : { ok: false, message: 'Not checked: the database is unreachable', applied: 0, pending: [] }
  const emailQueue = database.ok
    ? await checkEmailQueue(db)
    : {
        ok: false,
        message: 'Not checked: the database is unreachable',
        waiting: 0,
        oldestWaitSeconds: null,
      }
  const ok = database.ok && migrations.ok && emailQueue.ok
  return {
    status: ok ? 'ok' : 'failing',
    checkedAt: new Date().toISOString(),
    checks: { database, migrations, emailQueue },
  }
}

/** 200 when everything is fine, 503 otherwise; never cached, every probe looks afresh. */
export const healthResponse = (report: HealthReport): Response =>
  Response.json(report, {
    status: report.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
