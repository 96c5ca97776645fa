import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@/lib/slugs'
import { REDACTED_LINK, REDACTED_TOKEN } from '@/server/email/redact-for-log'
import { releaseStuckEmailJobs, STUCK_AFTER_MS } from '@/server/email/release-stuck-email-jobs'

import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import {
  jobsOfRecord,
  keepSiteConfig,
  officeMailOnConsole,
  runEmailQueue,
  setSiteConfig,
  submitContactMessage,
} from './helpers/email'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

// These tests deliver through the console provider, which records a delivered round as 'logged'.
const DELIVERED = 'logged'

describe('malformed /api paths', () => {
  it.each(['/sermons/%E0%A4%A', '/sermons/%zz', '/%'])(
    'GET /api%s answers 400, not 500',
    async (path) => {
      const { status, json } = await callApi('GET', path)
      expect(status).toBe(400)
      expect(json.message).toMatch(/malformed/)
    },
  )
})

describe('email jobs left processing by a crash', () => {
  let payload: Payload
  let restore: () => Promise<unknown>
  const cleanup = new Cleanup()
  const emails: string[] = []

  beforeAll(async () => {
    payload = await getTestPayload()
    restore = await officeMailOnConsole(payload)
    await runEmailQueue(payload)
  })
  afterAll(async () => {
    await restore()
    await cleanup.deleteWhere(payload, slugs.contactMessages, 'email', emails)
  })

  const submit = () => submitContactMessage(emails, 'crash')

  /** As a server that died mid-send leaves it: marked processing, last touched `ageMs` ago. */
  const crashMidSend = async (id: number, ageMs: number) => {
    const [job] = await jobsOfRecord(payload, slugs.contactMessages, id)
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: job!.id,
      data: { processing: true, updatedAt: new Date(Date.now() - ageMs).toISOString() },
    })
  }

  const statusOf = async (id: number) =>
    (await payload.findByID({ collection: slugs.contactMessages, id, depth: 0 })).emailDelivery
      ?.status

  it('are handed back to the queue and sent; a send still in progress is left alone', async () => {
    const stuck = await submit()
    const inProgress = await submit()
    await crashMidSend(stuck, STUCK_AFTER_MS + 60_000)
    await crashMidSend(inProgress, 5_000)

    await runEmailQueue(payload)
    expect(await statusOf(stuck)).toBe('queued')

    expect(await releaseStuckEmailJobs(payload)).toBe(1)
    await runEmailQueue(payload)
    expect(await statusOf(stuck)).toBe(DELIVERED)
    expect(await statusOf(inProgress)).toBe('queued')

    // Tidy up: the in-progress one is released once it is old enough, and sent. (It is aged
    // rather than the clock moved on: a later clock would also release the jobs other test files
    // are sending at this moment.)
    await crashMidSend(inProgress, STUCK_AFTER_MS + 60_000)
    expect(await releaseStuckEmailJobs(payload)).toBe(1)
    await runEmailQueue(payload)
    expect(await statusOf(inProgress)).toBe(DELIVERED)
  })
})

describe('the console email provider', () => {
  let payload: Payload
  let restore: () => Promise<unknown>
  let member: TestUser
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    restore = await keepSiteConfig(payload)
    await setSiteConfig(payload, {
      emailProvider: 'console',
      emailEnabled: true,
      contactEmailFrom: 'website@test.shoreline.test',
    })
    const created = await createTestUsers(payload, ['member'] as const)
    member = created.users.member
    removeUsers = created.remove
  })
  afterAll(async () => {
    await restore()
    await removeUsers()
  })

  it('never writes a password-reset link or its token to the log', async () => {
    const info = vi.spyOn(payload.logger, 'info')
    try {
      const token = await payload.forgotPassword({
        collection: slugs.users,
        data: { email: member.user.email },
        disableEmail: false,
      })
      expect(token).toBeTruthy()
      const logged = info.mock.calls
        .map(([entry]) => entry as unknown as Record<string, string | undefined>)
        .find((entry) => entry?.msg === 'Email (console provider, not sent)')
      expect(logged).toBeDefined()
      const body = `${logged?.text ?? ''}${logged?.html ?? ''}`
      expect(body).toMatch(/new password/i)
      // The reset email's link carries the token: both go, whichever rule takes them.
      expect([REDACTED_LINK, REDACTED_TOKEN].some((mark) => body.includes(mark))).toBe(true)
      expect(body).not.toContain(token)
      expect(body).not.toMatch(/https?:\/\//)
    } finally {
      info.mockRestore()
    }
  })
})
