import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { EMAIL_RETRIES } from '@/server/email/retries'
import { TEST_EMAIL_FAILED } from '@/server/email/send-test-email'

import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import {
  jobsOfRecord,
  keepSiteConfig,
  OFFICE,
  runEmailQueue,
  runJobsOfRecord,
  SENDER,
  setSiteConfig,
  smtpSettings,
} from './helpers/email'
import { getTestPayload } from './helpers/payload'
import { addressesOf, TestMailServer } from './helpers/smtp'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)
const address = (name: string) => `${name}-${run}@test.shoreline.test`

describe('email delivery: outages, retries, resend and settings (real SMTP server)', () => {
  let payload: Payload
  let restoreSiteConfig: () => Promise<unknown>
  let admin: TestUser
  let superuser: TestUser
  let member: TestUser
  let removeUsers: () => Promise<void>
  const mail = new TestMailServer()
  const otherMail = new TestMailServer()
  const cleanup = new Cleanup()
  const emails: string[] = []

  beforeAll(async () => {
    payload = await getTestPayload()
    restoreSiteConfig = await keepSiteConfig(payload)
    const created = await createTestUsers(payload, ['admin', 'superuser', 'member'] as const)
    ;({ admin, superuser, member } = created.users)
    removeUsers = created.remove
    await mail.start()
    await otherMail.start()
    await runEmailQueue(payload)
  })
  beforeEach(async () => {
    await setSiteConfig(payload, smtpSettings(mail.port))
    mail.clear()
    otherMail.clear()
  })
  afterAll(async () => {
    await mail.stop()
    await otherMail.stop()
    await restoreSiteConfig()
    await cleanup.deleteWhere(payload, slugs.contactMessages, 'email', emails)
    await cleanup.deleteWhere(payload, slugs.visitorRequests, 'email', emails)
    await removeUsers()
  })

  const submitContact = async (name: string) => {
    const email = address(name)
    emails.push(email)
    const { status, json } = await callApi('POST', '/contact', {
      body: {
        firstName: 'Lydia',
        lastName: 'Thyatira',
        email,
        subject: `About ${name}`,
        message: 'Hello',
      },
    })
    expect(status).toBe(201)
    return { id: json.id as number, email }
  }

  const deliveryOf = async (collection: 'contact-messages' | 'visitor-requests', id: number) => {
    const list = await callApi('GET', `/admin/${collection}`, { cookie: admin.cookie })
    return list.json.find((doc: { id: number }) => doc.id === id)?.emailDelivery
  }

  it('the test process never polls the queue: only the server starts the cron', () => {
    expect(payload.crons).toHaveLength(0)
    expect(payload.config.jobs.autoRun).toEqual([
      { cron: '* * * * * *', queue: 'email', limit: 10 },
      { cron: '0 * * * * *', queue: 'privacy', limit: 5 },
      { cron: '0 * * * * *', queue: 'maintenance', limit: 5 },
      { cron: '*/10 * * * * *', queue: 'publishing', limit: 1, silent: true },
    ])
  })

  it('a call through Payload’s REST handler starts its crons, which run nothing in the test process', async () => {
    const me = await REST_GET(config)(new Request(new URL('/cms-api/users/me', env.SITE_URL)), {
      params: Promise.resolve({ slug: ['users', 'me'] }),
    })
    expect(me.status).toBe(200)
    expect(payload.crons.length).toBeGreaterThan(0)
    const { id } = await submitContact('cron')
    // The email cron ticks every second: two ticks would have sent it.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(await deliveryOf('contact-messages', id)).toMatchObject({ status: 'queued' })
    expect(mail.received).toHaveLength(0)
    await runEmailQueue(payload)
  })

  it('keeps a message while the mail server is down, shows the failure, and sends it once the server is back', async () => {
    await setSiteConfig(payload, { autoReplyEnabled: true })
    await mail.stop()
    const { id, email } = await submitContact('outage')
    expect(await deliveryOf('contact-messages', id)).toMatchObject({ status: 'queued' })

    await runEmailQueue(payload)

    const stored = await payload.findByID({ collection: slugs.contactMessages, id })
    expect(stored.subject).toBe('About outage')
    const failed = await deliveryOf('contact-messages', id)
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, retrying: true })
    expect(failed.error).toMatch(/ECONNREFUSED/)
    // Backoff: the job waits before its next try, so the next cron tick leaves it alone.
    const [job] = await jobsOfRecord(payload, slugs.contactMessages, id)
    expect(new Date(job.waitUntil as string).getTime()).toBeGreaterThan(Date.now())
    await runEmailQueue(payload)
    expect((await deliveryOf('contact-messages', id)).attempts).toBe(1)

    await mail.start()
    await runJobsOfRecord(payload, slugs.contactMessages, id)

    expect(mail.to(OFFICE).map((message) => message.subject)).toEqual([
      'New contact message: About outage',
    ])
    expect(mail.to(email)).toHaveLength(1)
    expect(await deliveryOf('contact-messages', id)).toMatchObject({
      status: 'sent',
      error: null,
      attempts: 2,
      retrying: false,
    })
    expect(await jobsOfRecord(payload, slugs.contactMessages, id)).toHaveLength(0)
  })

  it('a retry sends only the emails that did not go out', async () => {
    await setSiteConfig(payload, { autoReplyEnabled: true, contactEmailTo: '' })
    const { id, email } = await submitContact('partial')
    await runEmailQueue(payload)
    expect(mail.to(email)).toHaveLength(1)
    expect(await deliveryOf('contact-messages', id)).toMatchObject({
      status: 'failed',
      error: 'No staff address is set (Settings: contact email to)',
    })

    await setSiteConfig(payload, { contactEmailTo: OFFICE })
    await runJobsOfRecord(payload, slugs.contactMessages, id)
    expect(mail.to(OFFICE)).toHaveLength(1)
    expect(mail.to(email)).toHaveLength(1)
    expect((await deliveryOf('contact-messages', id)).status).toBe('sent')
  })

  it('gives up after the last retry, and staff can resend', async () => {
    await mail.stop()
    const { id } = await submitContact('give-up')
    for (let attempt = 0; attempt <= EMAIL_RETRIES.attempts; attempt++) {
      await runJobsOfRecord(payload, slugs.contactMessages, id)
    }
    expect(await deliveryOf('contact-messages', id)).toMatchObject({
      status: 'failed',
      attempts: EMAIL_RETRIES.attempts + 1,
      retrying: false,
    })
    expect(await jobsOfRecord(payload, slugs.contactMessages, id)).toHaveLength(0)

    await mail.start()
    const resend = await callApi('POST', `/admin/contact-messages/${id}/resend-email`, {
      cookie: admin.cookie,
    })
    expect(resend.status).toBe(200)
    expect(resend.json).toEqual({ message: 'Email queued: it will be sent within a few seconds' })
    expect(await deliveryOf('contact-messages', id)).toMatchObject({
      status: 'queued',
      attempts: 0,
    })
    await runEmailQueue(payload)
    expect(mail.to(OFFICE)).toHaveLength(1)
    expect((await deliveryOf('contact-messages', id)).status).toBe('sent')
  })

  it('resend after a success sends the emails again; a superseded job sends nothing', async () => {
    const email = address('visit-resend')
    emails.push(email)
    const { json } = await callApi('POST', '/visitor-requests', {
      body: { fullName: 'Phoebe Cenchreae', email, phone: '207-555-0100', numberOfKids: '1' },
    })
    await runEmailQueue(payload)
    expect(mail.received).toHaveLength(2)

    // Two presses before the queue runs: only the latest round sends.
    for (let press = 0; press < 2; press++) {
      const { status } = await callApi('POST', `/admin/visitor-requests/${json.id}/resend-email`, {
        cookie: admin.cookie,
      })
      expect(status).toBe(200)
    }
    await runEmailQueue(payload)
    expect(mail.to(OFFICE)).toHaveLength(2)
    expect(mail.to(email)).toHaveLength(2)
    expect((await deliveryOf('visitor-requests', json.id)).status).toBe('sent')
  })

  it('a resend while a job is sending wins: the older job does not overwrite the new round', async () => {
    const { id } = await submitContact('race')
    mail.whileAccepting = async () => {
      const { status } = await callApi('POST', `/admin/contact-messages/${id}/resend-email`, {
        cookie: admin.cookie,
      })
      expect(status).toBe(200)
    }
    await runJobsOfRecord(payload, slugs.contactMessages, id)
    expect(mail.to(OFFICE)).toHaveLength(1)
    expect(await deliveryOf('contact-messages', id)).toMatchObject({ status: 'queued' })

    await runEmailQueue(payload)
    expect(mail.to(OFFICE)).toHaveLength(2)
    expect(await deliveryOf('contact-messages', id)).toMatchObject({ status: 'sent' })
  })

  it('resend refuses ids that name nothing (404) and callers who are not staff', async () => {
    for (const path of [
      '/admin/contact-messages/999999999/resend-email',
      '/admin/contact-messages/abc/resend-email',
      '/admin/visitor-requests/0/resend-email',
    ]) {
      const { status, json } = await callApi('POST', path, { cookie: admin.cookie })
      expect(status).toBe(404)
      expect(json.message).toMatch(/not found/)
    }
    const { id } = await submitContact('resend-access')
    expect(
      (
        await callApi('POST', `/admin/contact-messages/${id}/resend-email`, {
          cookie: member.cookie,
        })
      ).status,
    ).toBe(403)
    expect((await callApi('POST', `/admin/contact-messages/${id}/resend-email`)).status).toBe(401)
  })

  it('with email turned off nothing is sent and the delivery is skipped, not failed', async () => {
    await setSiteConfig(payload, { emailEnabled: false, autoReplyEnabled: true })
    const { id } = await submitContact('disabled')
    await runEmailQueue(payload)
    expect(mail.received).toHaveLength(0)
    expect(await deliveryOf('contact-messages', id)).toMatchObject({
      status: 'skipped',
      error: 'Email is turned off in Settings',
      retrying: false,
    })
    expect(await jobsOfRecord(payload, slugs.contactMessages, id)).toHaveLength(0)
  })

  it('a settings change (another SMTP port) applies to the next email without a restart', async () => {
    await submitContact('first-port')
    await runEmailQueue(payload)
    expect(mail.received).toHaveLength(1)

    // The mail transport is a superuser's to change.
    const { status } = await callApi('PUT', '/admin/site-config', {
      cookie: superuser.cookie,
      body: {
        churchName: 'Test Parish by the Sea',
        primaryColor: '#2563eb',
        accentColor: '#7c3aed',
        secondaryColor: '#1e293b',
        contactEmailTo: OFFICE,
        contactEmailFrom: SENDER,
        emailProvider: 'smtp',
        smtpHost: '127.0.0.1',
        smtpPort: otherMail.port,
        smtpUser: 'mailer',
        smtpPassword: 'app-password-9',
        emailEnabled: true,
      },
    })
    expect(status).toBe(200)
    await submitContact('second-port')
    await runEmailQueue(payload)
    expect(mail.received).toHaveLength(1)
    expect(otherMail.received.map((message) => message.subject)).toEqual([
      'New contact message: About second-port',
    ])
    expect(otherMail.logins).toEqual([{ username: 'mailer', password: 'app-password-9' }])
  })

  it('the console provider writes the email to the server log instead of sending it', async () => {
    await setSiteConfig(payload, { emailProvider: 'console' })
    const info = vi.spyOn(payload.logger, 'info')
    try {
      const { id } = await submitContact('console')
      await runEmailQueue(payload)
      expect(mail.received).toHaveLength(0)
      const logged = info.mock.calls
        .map(([entry]) => entry as unknown as Record<string, string>)
        .find((entry) => entry?.subject === 'New contact message: About console')
      expect(logged).toMatchObject({ msg: 'Email (console provider, not sent)' })
      expect(logged?.to).toContain(OFFICE)
      expect(logged?.text).toContain('Hello')
      // Nobody received it: the inbox must say so, not "Email sent".
      expect((await deliveryOf('contact-messages', id)).status).toBe('logged')
    } finally {
      info.mockRestore()
    }
  })

  it("Payload's own mail (password reset) goes through the site config's transport", async () => {
    await payload.forgotPassword({
      collection: slugs.users,
      data: { email: member.user.email },
      disableEmail: false,
    })
    const [reset] = mail.to(member.user.email)
    expect(addressesOf(reset.from)).toEqual([SENDER])
    expect(reset.from?.value[0].name).toBe('Test Parish by the Sea')
    expect(reset.html).toMatch(/reset/i)

    // Reset requests are rate-limited per user, so the settings change is checked with sendEmail.
    await setSiteConfig(payload, { smtpPort: otherMail.port })
    await payload.sendEmail({ to: member.user.email, subject: 'Second', text: 'Hello' })
    expect(otherMail.to(member.user.email).map((message) => message.subject)).toEqual(['Second'])
    expect(mail.to(member.user.email)).toHaveLength(1)
  })

  it("Payload's own mail sends nothing while email is turned off", async () => {
    await setSiteConfig(payload, { emailEnabled: false })
    await payload.sendEmail({ to: member.user.email, subject: 'Off', text: 'Hello' })
    expect(mail.received).toHaveLength(0)
  })

  describe('POST /api/admin/site-config/test-email', () => {
    it('sends a test email to the staff address now', async () => {
      const { status, json } = await callApi('POST', '/admin/site-config/test-email', {
        cookie: admin.cookie,
      })
      expect(status).toBe(200)
      expect(json).toEqual({ message: `Test email sent to ${OFFICE}` })
      const [test] = mail.to(OFFICE)
      expect(test.subject).toBe('Test email from Test Parish by the Sea')
    })

    it('reports a mail server failure as a plain sentence (detail in the log), a missing setting by field', async () => {
      await mail.stop()
      const warn = vi.spyOn(payload.logger, 'warn')
      try {
        const down = await callApi('POST', '/admin/site-config/test-email', {
          cookie: admin.cookie,
        })
        expect(down.status).toBe(502)
        expect(down.json).toEqual({ message: TEST_EMAIL_FAILED })
        expect(JSON.stringify(down.json)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|\d{4,5}/)
        const logged = warn.mock.calls.map(([entry]) => entry as unknown as { err?: Error })
        expect(logged.some((entry) => /ECONNREFUSED/.test(String(entry?.err)))).toBe(true)
      } finally {
        warn.mockRestore()
      }
      await mail.start()

      await setSiteConfig(payload, { contactEmailTo: '' })
      const missing = await callApi('POST', '/admin/site-config/test-email', {
        cookie: admin.cookie,
      })
      expect(missing.status).toBe(400)
      expect(missing.json.errors).toEqual({
        contactEmailTo: 'No staff address is set (Settings: contact email to)',
      })

      await setSiteConfig(payload, { contactEmailTo: OFFICE, emailEnabled: false })
      const off = await callApi('POST', '/admin/site-config/test-email', { cookie: admin.cookie })
      expect(off.status).toBe(400)
      expect(off.json.errors).toHaveProperty('emailEnabled')
      expect(mail.received).toHaveLength(0)
    })
  })
})
