import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'
import { emailJobs } from '@/server/email/email-jobs'
import { STUCK_AFTER_MS } from '@/server/email/release-stuck-email-jobs'

import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { jobsOfRecord, officeMailOnConsole, submitContactMessage } from './helpers/email'
import { getTestPayload } from './helpers/payload'

// These tests deliver through the console provider, which records a delivered round as 'logged'.
const DELIVERED = 'logged'

/**
 * Issue #41, item 5: email jobs a database crash left "processing" are handed back while the
 * server keeps running, and /api/health tells the truth meanwhile. No cron runs in tests, so each
 * test runs one tick of it by hand, exactly as Payload's cron does: `jobs.shouldAutoRun`, then
 * `jobs.run` with the autoRun entry's queue and limit.
 */
describe('email jobs left processing while the server runs', () => {
  let payload: Payload
  let restore: () => Promise<unknown>
  const cleanup = new Cleanup()
  const emails: string[] = []

  beforeAll(async () => {
    payload = await getTestPayload()
    restore = await officeMailOnConsole(payload)
    // No cron runs in tests, so email jobs other files left behind would look stuck to health.
    await payload.db.pool.query(`DELETE FROM payload_jobs WHERE queue = 'email'`)
  })
  afterAll(async () => {
    await restore()
    await cleanup.deleteWhere(payload, slugs.contactMessages, 'email', emails)
  })

  /** One tick of the server's email cron (payload's _initializeCrons, for our one entry). */
  const cronTick = async () => {
    const [entry] = emailJobs.autoRun
    const { shouldAutoRun } = payload.config.jobs
    if (typeof shouldAutoRun === 'function' && !(await shouldAutoRun(payload))) return
    await payload.jobs.run({ queue: entry.queue, limit: entry.limit, silent: true })
  }

  const submit = () => submitContactMessage(emails, 'recover')

  /**
   * As the database's death mid-send leaves a job: marked processing since `processingFor` ago,
   * and queued 20 minutes ago (twice health's limit, as in the drill that found this).
   */
  const leftProcessing = async (id: number, processingForMs: number) => {
    const [job] = await jobsOfRecord(payload, slugs.contactMessages, id)
    await payload.db.pool.query(
      `UPDATE payload_jobs SET processing = true,
              updated_at = now() - $2 * interval '1 millisecond',
              created_at = now() - interval '20 minutes'
        WHERE id = $1`,
      [job!.id, processingForMs],
    )
    return job!.id
  }

  const statusOf = async (id: number) =>
    (await payload.findByID({ collection: slugs.contactMessages, id, depth: 0 })).emailDelivery
      ?.status

  it('hands a job processing for longer than STUCK_AFTER_MS back on the next cron tick, sends it, and health turns 200', async () => {
    const id = await submit()
    await leftProcessing(id, STUCK_AFTER_MS + 60_000)

    // Nobody is sending it and it has been due for 20 minutes: health says so.
    const stuck = await callApi('GET', '/health')
    expect(stuck.status).toBe(503)
    expect(stuck.json.checks.emailQueue).toMatchObject({ ok: false, waiting: 1 })

    await cronTick()
    expect(await statusOf(id)).toBe(DELIVERED)
    expect(await jobsOfRecord(payload, slugs.contactMessages, id)).toEqual([])
    const after = await callApi('GET', '/health')
    expect(after.status).toBe(200)
    expect(after.json.checks.emailQueue).toMatchObject({ ok: true, waiting: 0 })
  })

  it('leaves a job processing for less than STUCK_AFTER_MS alone, and health does not count it as waiting', async () => {
    const id = await submit()
    const jobId = await leftProcessing(id, 30_000)

    await cronTick()
    expect(await statusOf(id)).toBe('queued')
    const [job] = await jobsOfRecord(payload, slugs.contactMessages, id)
    expect(job).toMatchObject({ id: jobId, processing: true })
    // Being sent (as far as anyone can tell) is not waiting, however long ago it was queued.
    const health = await callApi('GET', '/health')
    expect(health.status).toBe(200)
    expect(health.json.checks.emailQueue).toMatchObject({ ok: true, waiting: 0 })

    // Tidy up: once it is old enough, the next tick sends it.
    await leftProcessing(id, STUCK_AFTER_MS + 60_000)
    await cronTick()
    expect(await statusOf(id)).toBe(DELIVERED)
  })
})
