import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import { slugs } from '@/lib/slugs'
import { EMAIL_QUEUE } from '@/server/email/record-emails'

import type { SiteConfig } from '../../../payload-types'
import { callApi } from './api'

export const OFFICE = 'office@test.shoreline.test'
export const SENDER = 'website@test.shoreline.test'

/** The email settings every email test starts from: SMTP to a loopback test server. */
export const smtpSettings = (port: number): Partial<SiteConfig> => ({
  churchName: 'Test Parish by the Sea',
  contactEmailTo: OFFICE,
  contactEmailFrom: SENDER,
  emailProvider: 'smtp',
  smtpHost: '127.0.0.1',
  smtpPort: port,
  smtpSecure: false,
  smtpUser: '',
  smtpPassword: '',
  emailEnabled: true,
  autoReplyEnabled: false,
  newsletterWelcomeEnabled: true,
})

export const setSiteConfig = (payload: Payload, data: Partial<SiteConfig>) =>
  payload.updateGlobal({ slug: slugs.siteConfig, data, depth: 0 })

/**
 * Writes back the site config as read before, but for what the server keeps itself: ids, times,
 * and who saved it (always stamped anew, and the account named may have been deleted since).
 */
export const putBackSiteConfig = (payload: Payload, before: SiteConfig) => {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    globalType: _g,
    changedBy: _b,
    ...restore
  } = before as SiteConfig & { globalType?: string }
  return setSiteConfig(payload, restore)
}

/** Saves the site config as it is and gives back a function that puts it back. */
export const keepSiteConfig = async (payload: Payload) => {
  const before = await payload.findGlobal({ slug: slugs.siteConfig, depth: 0 })
  return () => putBackSiteConfig(payload, before)
}

/** Runs every email job that is due now, as the server's cron would. */
export const runEmailQueue = (payload: Payload) =>
  payload.jobs.run({ queue: EMAIL_QUEUE, limit: 100, silent: true })

/** The email jobs still waiting (not finished, not given up), with their input. */
export const pendingEmailJobs = async (payload: Payload) => {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: EMAIL_QUEUE } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return docs
}

/** The waiting jobs of one record (whatever their backoff), for running them now. */
export const jobsOfRecord = async (payload: Payload, kind: string, id: number) =>
  (await pendingEmailJobs(payload)).filter((job) => {
    const input = job.input as { kind?: string; id?: number } | null
    return input?.kind === kind && input.id === id
  })

/** Runs a record's waiting jobs now, as a later cron tick would once the backoff has passed. */
export const runJobsOfRecord = async (payload: Payload, kind: string, id: number) => {
  for (const job of await jobsOfRecord(payload, kind, id)) {
    await payload.jobs.runByID({ id: job.id, silent: true })
  }
}

/**
 * Sends the contact form through the /api router as a visitor would; the address is added to
 * `emails` for the caller's cleanup. Answers the stored message's id.
 */
export const submitContactMessage = async (emails: string[], prefix: string): Promise<number> => {
  const email = `${prefix}-${randomUUID()}@test.shoreline.test`
  emails.push(email)
  const { status, json } = await callApi('POST', '/contact', {
    body: { firstName: 'Tabitha', lastName: 'Joppa', email, subject: prefix, message: 'Hi' },
  })
  expect(status).toBe(201)
  return json.id as number
}

/** Office mail on the console provider with no auto-reply; answers how to put the config back. */
export const officeMailOnConsole = async (payload: Payload): Promise<() => Promise<unknown>> => {
  const restore = await keepSiteConfig(payload)
  await setSiteConfig(payload, {
    emailProvider: 'console',
    emailEnabled: true,
    contactEmailTo: 'office@test.shoreline.test',
    contactEmailFrom: 'website@test.shoreline.test',
    autoReplyEnabled: false,
  })
  return restore
}
