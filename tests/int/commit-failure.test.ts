import { randomUUID } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@/lib/slugs'
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/server/api/database-unavailable'
import { EMAIL_QUEUE } from '@/server/email/record-emails'
import { serverLog } from '@/server/log/server-log'

import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { getTestPayload } from './helpers/payload'

/**
 * Issue #41, item 4: a 201 from a form means the row is committed. Each test makes the COMMIT of
 * the form's transaction fail after its INSERTs succeeded, so only a COMMIT that reports its
 * failure keeps the answer from being 201 (Payload's adapter alone answered 201 here:
 * src/server/db/checked-commit.ts).
 */
describe('a contact form whose COMMIT fails', () => {
  let payload: Payload
  const cleanup = new Cleanup()
  const emails: string[] = []

  beforeAll(async () => {
    payload = await getTestPayload()
  })
  afterAll(async () => {
    await cleanup.deleteWhere(payload, slugs.contactMessages, 'email', emails)
  })

  const contact = () => {
    const email = `commit-${randomUUID()}@test.shoreline.test`
    emails.push(email)
    return { firstName: 'Comfort', lastName: 'Commit', email, subject: 'Hello', message: 'Hi' }
  }

  const stored = async (email: string) =>
    (
      await payload.count({
        collection: slugs.contactMessages,
        where: { email: { equals: email } },
      })
    ).totalDocs

  const emailJobs = async () =>
    Number(
      (
        await payload.db.pool.query(
          'SELECT count(*)::int AS n FROM payload_jobs WHERE queue = $1',
          [EMAIL_QUEUE],
        )
      ).rows[0].n,
    )

  /** Runs `beforeCommit` on the form's transaction, just before the adapter commits it. */
  const beforeNextCommit = (beforeCommit: (session: { pid: number }) => Promise<void>) => {
    const commit = payload.db.commitTransaction
    const spy = vi.spyOn(payload.db, 'commitTransaction').mockImplementationOnce(async (id) => {
      const { sessions } = payload.db as unknown as PostgresAdapter
      const { rows } = await sessions[String(await id)]!.db.execute(
        sql`SELECT pg_backend_pid() AS pid`,
      )
      await beforeCommit({ pid: Number(rows[0]!.pid) })
      return commit.call(payload.db, id)
    })
    return () => spy.mockRestore()
  }

  it('answers 503 and stores nothing when the connection dies between the INSERT and the COMMIT', async () => {
    const body = contact()
    const jobsBefore = await emailJobs()
    const restore = beforeNextCommit(async ({ pid }) => {
      // From another connection, as a crash would; waits until that backend has exited.
      await payload.db.pool.query('SELECT pg_terminate_backend($1, 5000)', [pid])
    })
    try {
      const { status, json, headers } = await callApi('POST', '/contact', { body })
      expect(status).toBe(503)
      expect(json).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE })
      expect(headers.get('retry-after')).toBe('30')
    } finally {
      restore()
    }
    expect(await stored(body.email)).toBe(0)
    expect(await emailJobs()).toBe(jobsBefore)
    // The pool has dropped the broken connection: the next visitor is served as usual.
    expect((await callApi('POST', '/contact', { body: contact() })).status).toBe(201)
  })

  it('answers an error, not 201, and stores nothing when PostgreSQL refuses the COMMIT', async () => {
    const body = contact()
    // A deferred constraint trigger runs at COMMIT: the INSERT succeeds, the COMMIT fails. It
    // refuses only this test's address, so nothing else that writes meanwhile is touched.
    await payload.db.pool.query(`
      CREATE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.email = '${body.email}' THEN RAISE EXCEPTION 'refused at commit'; END IF;
        RETURN NULL;
      END $$;
      CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER INSERT ON contact_messages
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_at_commit();`)
    try {
      const { status, json } = await callApi('POST', '/contact', { body })
      // Not the database being away but a refusal: the router's 500, which it logs as an error.
      expect(status).toBe(500)
      expect(json.message).toMatch(/Something went wrong/)
      const logged = vi.mocked(serverLog.error).mock.calls
      expect(logged.map(([message]) => message)).toEqual(['[api] unexpected error'])
      // drizzle's "Failed query: commit", caused by the trigger's refusal.
      expect(String((logged[0]![1] as Error).cause)).toMatch(/refused at commit/)
      vi.mocked(serverLog.error).mockClear()
    } finally {
      await payload.db.pool.query(`
        DROP TRIGGER refuse_at_commit ON contact_messages;
        DROP FUNCTION refuse_at_commit();`)
    }
    expect(await stored(body.email)).toBe(0)
  })
})
