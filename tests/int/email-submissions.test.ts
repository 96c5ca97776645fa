import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import {
  keepSiteConfig,
  OFFICE,
  pendingEmailJobs,
  runEmailQueue,
  SENDER,
  setSiteConfig,
  smtpSettings,
} from './helpers/email'
import { getTestPayload } from './helpers/payload'
import { addressesOf, TestMailServer } from './helpers/smtp'
import { createTestUser, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)
const address = (name: string) => `${name}-${run}@test.shoreline.test`

describe('emails of the public forms (real SMTP server on loopback)', () => {
  let payload: Payload
  let restoreSiteConfig: () => Promise<unknown>
  let admin: TestUser
  const mail = new TestMailServer()
  const cleanup = new Cleanup()
  const emails: string[] = []

  beforeAll(async () => {
    payload = await getTestPayload()
    restoreSiteConfig = await keepSiteConfig(payload)
    admin = await createTestUser(payload, 'admin')
    await mail.start()
    // Jobs other files queued (their records are gone) must not run into this file's mailbox.
    await runEmailQueue(payload)
  })
  beforeEach(async () => {
    await setSiteConfig(payload, smtpSettings(mail.port))
    mail.clear()
  })
  afterAll(async () => {
    await mail.stop()
    await restoreSiteConfig()
    for (const collection of [
      slugs.contactMessages,
      slugs.visitorRequests,
      slugs.newsletterSubscribers,
    ] as const) {
      await cleanup.deleteWhere(payload, collection, 'email', emails)
    }
    await payload.delete({ collection: slugs.users, id: admin.user.id })
  })

  const contact = (name: string, overrides: Record<string, string> = {}) => {
    const email = address(name)
    emails.push(email)
    return {
      firstName: 'Ruth',
      lastName: 'Moab',
      email,
      subject: 'Flower rota',
      message: 'Can I help with the flowers?\n\nThanks, Ruth',
      ...overrides,
    }
  }

  describe('contact message', () => {
    it('is stored with its email queued, then notifies the office with reply-to the sender', async () => {
      const body = contact('notice')
      const { status, json } = await callApi('POST', '/contact', { body })
      expect(status).toBe(201)
      const stored = await payload.findByID({ collection: slugs.contactMessages, id: json.id })
      expect(stored.emailDelivery?.status).toBe('queued')
      expect(mail.received).toHaveLength(0)

      await runEmailQueue(payload)

      expect(mail.received).toHaveLength(1)
      const [notice] = mail.received
      expect(addressesOf(notice.to)).toEqual([OFFICE])
      expect(addressesOf(notice.from)).toEqual([SENDER])
      expect(notice.from?.value[0].name).toBe('Test Parish by the Sea')
      expect(addressesOf(notice.replyTo)).toEqual([body.email])
      expect(notice.replyTo?.value[0].name).toBe('Ruth Moab')
      expect(notice.subject).toBe('New contact message: Flower rota')
      expect(notice.text).toContain('Can I help with the flowers?')
      expect(notice.html).toContain('<p>Can I help with the flowers?</p>')
      const after = await payload.findByID({ collection: slugs.contactMessages, id: json.id })
      expect(after.emailDelivery).toMatchObject({ status: 'sent', error: null, attempts: 1 })
    })

    it('sends the sender the auto-reply only when it is turned on', async () => {
      const off = contact('no-auto-reply')
      await callApi('POST', '/contact', { body: off })
      await runEmailQueue(payload)
      expect(mail.to(off.email)).toHaveLength(0)
      expect(mail.to(OFFICE)).toHaveLength(1)

      await setSiteConfig(payload, {
        autoReplyEnabled: true,
        autoReplySubject: 'Thanks, [Visitor Name]',
        autoReplyMessage: 'We have your message and will answer within two days.',
      })
      const on = contact('auto-reply')
      await callApi('POST', '/contact', { body: on })
      await runEmailQueue(payload)
      const [reply] = mail.to(on.email)
      expect(reply.subject).toBe('Thanks, Ruth Moab')
      expect(reply.text).toContain('We have your message and will answer within two days.')
      expect(addressesOf(reply.from)).toEqual([SENDER])
      expect(mail.to(OFFICE)).toHaveLength(2)
    })

    it('a submission that fails validation stores nothing and queues nothing', async () => {
      const jobsBefore = (await pendingEmailJobs(payload)).length
      const body = contact('invalid', { subject: '' })
      const { status } = await callApi('POST', '/contact', { body })
      expect(status).toBe(400)
      expect(
        (
          await payload.count({
            collection: slugs.contactMessages,
            where: { email: { equals: body.email } },
          })
        ).totalDocs,
      ).toBe(0)
      expect(await pendingEmailJobs(payload)).toHaveLength(jobsBefore)
      await runEmailQueue(payload)
      expect(mail.received).toHaveLength(0)
    })

    it('HTML and CRLF injected into names and subjects arrive inert', async () => {
      await setSiteConfig(payload, { autoReplyEnabled: true })
      const body = contact('inject', {
        firstName: 'Eve\r\nBcc: victim@evil.test',
        lastName: '<img src=x onerror=alert(1)>',
        subject: 'Hi\r\nBcc: victim@evil.test\r\n\r\n<script>alert(1)</script>',
        message: '<b>bold</b> & <a href="https://evil.test">click</a>',
      })
      const { status } = await callApi('POST', '/contact', { body })
      expect(status).toBe(201)
      await runEmailQueue(payload)

      expect(mail.received).toHaveLength(2)
      for (const message of mail.received) {
        expect(message.bcc).toBeUndefined()
        expect(message.headers.has('bcc')).toBe(false)
        expect(JSON.stringify([...message.headers.keys()])).not.toContain('victim')
        expect(message.html || '').not.toMatch(/<script|<img|<a |<b>/)
      }
      const [notice] = mail.to(OFFICE)
      expect(notice.subject).toBe(
        'New contact message: Hi Bcc: victim@evil.test <script>alert(1)</script>',
      )
      expect(notice.replyTo?.value[0].name).toBe(
        'Eve Bcc: victim@evil.test <img src=x onerror=alert(1)>',
      )
      expect(addressesOf(notice.replyTo)).toEqual([body.email])
      expect(notice.html).toContain(
        '&lt;b&gt;bold&lt;/b&gt; &amp; &lt;a href=&quot;https://evil.test&quot;&gt;',
      )
      expect(notice.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
      const [reply] = mail.to(body.email)
      expect(addressesOf(reply.to)).toEqual([body.email])
      expect(mail.to('victim@evil.test')).toHaveLength(0)
    })

    it('the staff list shows each message with its email state', async () => {
      const body = contact('listed')
      const { json } = await callApi('POST', '/contact', { body })
      const queued = await callApi('GET', '/admin/contact-messages', { cookie: admin.cookie })
      expect(queued.status).toBe(200)
      expect(Number(queued.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(1)
      const item = queued.json.find((doc: { id: number }) => doc.id === json.id)
      expect(item.emailDelivery).toEqual({
        status: 'queued',
        error: null,
        attempts: 0,
        retrying: false,
        updatedAt: expect.any(String),
      })
      await runEmailQueue(payload)
      const sent = await callApi('GET', '/admin/contact-messages', { cookie: admin.cookie })
      const after = sent.json.find((doc: { id: number }) => doc.id === json.id)
      expect(after.emailDelivery).toMatchObject({ status: 'sent', error: null, attempts: 1 })
      expect(after.emailDelivery).not.toHaveProperty('round')
    })
  })

  describe('visit request', () => {
    it('notifies the office and welcomes the visitor with the variables filled in', async () => {
      const email = address('visit')
      emails.push(email)
      await setSiteConfig(payload, {
        visitorWelcomeSubject: 'See you soon at [Church Name], [Visitor Name]',
        visitorWelcomeMessage:
          'Dear [Visitor Name],\n\nWe have a place for your [Number of Kids] kids at [Church Name].',
      })
      const { status, json } = await callApi('POST', '/visitor-requests', {
        body: { fullName: 'Naomi Bethlehem', email, phone: '207-555-0199', numberOfKids: '2' },
      })
      expect(status).toBe(201)
      await runEmailQueue(payload)

      const [notice] = mail.to(OFFICE)
      expect(notice.subject).toBe('New visit request: Naomi Bethlehem')
      expect(addressesOf(notice.replyTo)).toEqual([email])
      expect(notice.text).toContain('Phone: 207-555-0199')
      expect(notice.text).toContain('Number of kids: 2')

      const [welcome] = mail.to(email)
      expect(welcome.to && !Array.isArray(welcome.to) && welcome.to.value[0].name).toBe(
        'Naomi Bethlehem',
      )
      expect(welcome.subject).toBe('See you soon at Test Parish by the Sea, Naomi Bethlehem')
      expect(welcome.text).toBe(
        'Dear Naomi Bethlehem,\n\nWe have a place for your 2 kids at Test Parish by the Sea.',
      )
      expect(welcome.html).toContain('<p>Dear Naomi Bethlehem,</p>')
      const list = await callApi('GET', '/admin/visitor-requests', { cookie: admin.cookie })
      const item = list.json.find((doc: { id: number }) => doc.id === json.id)
      expect(item.emailDelivery).toMatchObject({ status: 'sent', error: null })
    })

    it('a name with CRLF and HTML reaches the welcome subject and body inert', async () => {
      const email = address('visit-inject')
      emails.push(email)
      await setSiteConfig(payload, { visitorWelcomeSubject: 'Welcome, [Visitor Name]!' })
      await callApi('POST', '/visitor-requests', {
        body: {
          fullName: 'Mal\r\nBcc: victim@evil.test\r\n<script>x</script>',
          email,
          phone: '207-555-0199',
          numberOfKids: '0',
        },
      })
      await runEmailQueue(payload)
      const [welcome] = mail.to(email)
      expect(welcome.subject).toBe('Welcome, Mal Bcc: victim@evil.test <script>x</script>!')
      expect(welcome.headers.has('bcc')).toBe(false)
      expect(welcome.html).toContain(
        '<p>Dear Mal Bcc: victim@evil.test &lt;script&gt;x&lt;/script&gt;,</p>',
      )
      expect(welcome.html).not.toContain('<script')
      expect(mail.to('victim@evil.test')).toHaveLength(0)
    })
  })

  describe('newsletter signup (double opt-in, tests/int/newsletter-consent.test.ts)', () => {
    it('asks a new subscriber to confirm and does not notify the office', async () => {
      const email = address('news')
      emails.push(email)
      await callApi('POST', '/newsletter/subscribe', { body: { email } })
      await runEmailQueue(payload)
      expect(mail.received).toHaveLength(1)
      const [confirmation] = mail.to(email)
      expect(confirmation.subject).toBe(
        'Please confirm your subscription to the Test Parish by the Sea newsletter',
      )
      expect(confirmation.text).toContain('/newsletter/confirm?token=')
    })

    it('a repeat signup sends nothing more the same day', async () => {
      const email = address('news-repeat')
      emails.push(email)
      await callApi('POST', '/newsletter/subscribe', { body: { email } })
      await callApi('POST', '/newsletter/subscribe', { body: { email } })
      await runEmailQueue(payload)
      expect(mail.to(email)).toHaveLength(1)
    })

    it('asks a returning (inactive) subscriber to confirm, but not one who left before it was sent', async () => {
      const returning = address('news-returning')
      const leaving = address('news-leaving')
      emails.push(returning, leaving)
      await payload.create({
        collection: slugs.newsletterSubscribers,
        data: { email: returning, isActive: false },
      })
      expect(
        (await callApi('POST', '/newsletter/subscribe', { body: { email: returning } })).status,
      ).toBe(201)
      await callApi('POST', '/newsletter/subscribe', { body: { email: leaving } })
      await payload.update({
        collection: slugs.newsletterSubscribers,
        where: { email: { equals: leaving } },
        data: { pendingSince: null },
      })
      await runEmailQueue(payload)
      expect(mail.to(returning)).toHaveLength(1)
      expect(mail.to(leaving)).toHaveLength(0)
    })

    it('sends the confirmation but no welcome when the welcome setting is off', async () => {
      await setSiteConfig(payload, { newsletterWelcomeEnabled: false })
      const email = address('news-off')
      emails.push(email)
      const { status } = await callApi('POST', '/newsletter/subscribe', { body: { email } })
      expect(status).toBe(201)
      await runEmailQueue(payload)
      const [confirmation] = mail.to(email)
      const token = /confirm\?token=(\S+)/.exec(confirmation.text ?? '')![1]
      await callApi('POST', '/newsletter/confirm', { body: { token: decodeURIComponent(token) } })
      await runEmailQueue(payload)
      expect(mail.to(email)).toHaveLength(1)
    })
  })
})
