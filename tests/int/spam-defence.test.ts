import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import {
  keepSiteConfig,
  pendingEmailJobs,
  runEmailQueue,
  setSiteConfig,
  smtpSettings,
} from './helpers/email'
import { getTestPayload } from './helpers/payload'
import { TestMailServer } from './helpers/smtp'

const run = randomUUID().slice(0, 8)

describe('spam defence on the public forms (honeypot, fill time, one welcome a day)', () => {
  let payload: Payload
  let restoreSiteConfig: () => Promise<unknown>
  const mail = new TestMailServer()
  const cleanup = new Cleanup()
  const emails: string[] = []
  const address = (name: string) => {
    const email = `${name}-${run}@test.shoreline.test`
    emails.push(email)
    return email
  }

  const count = async (
    collection: 'contact-messages' | 'visitor-requests' | 'newsletter-subscribers',
    email: string,
  ) => (await payload.count({ collection, where: { email: { equals: email } } })).totalDocs

  const contact = (email: string, extra: Record<string, unknown> = {}) => ({
    firstName: 'Sam',
    lastName: 'Spam',
    email,
    subject: 'Hello',
    message: 'Hello there',
    ...extra,
  })
  const visit = (email: string, extra: Record<string, unknown> = {}) => ({
    fullName: 'Vera Visitor',
    email,
    phone: '2075550100',
    numberOfKids: '1',
    ...extra,
  })

  beforeAll(async () => {
    payload = await getTestPayload()
    restoreSiteConfig = await keepSiteConfig(payload)
    await mail.start()
    await runEmailQueue(payload)
  })
  beforeEach(async () => {
    await setSiteConfig(payload, { ...smtpSettings(mail.port), autoReplyEnabled: true })
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
  })

  it.each([
    ['the honeypot filled in', { website: 'http://spam.example' }, 'honeypot'],
    ['sent 400 ms after the form opened', { fillMs: 400 }, 'too-fast'],
  ])(
    'contact %s: the same success answer, kept in the Spam view, nothing mailed',
    async (_what, extra, reason) => {
      const email = address('contact-spam')
      const jobsBefore = (await pendingEmailJobs(payload)).length
      const { status, json } = await callApi('POST', '/contact', { body: contact(email, extra) })
      expect(status).toBe(201)
      expect(json.message).toBe(
        "Your message has been sent successfully! We'll get back to you soon.",
      )
      // Kept for staff to judge (docs/privacy.md#spam), never silently dropped, and not mailed.
      const stored = await payload.findByID({ collection: slugs.contactMessages, id: json.id })
      expect(stored).toMatchObject({ email, spam: true, spamReason: reason })
      expect(stored.emailDelivery?.status ?? null).toBeNull()
      expect((await pendingEmailJobs(payload)).length).toBe(jobsBefore)
    },
  )

  it('visit spam is answered kindly and kept as spam; the newsletter does not judge the traps', async () => {
    const visitor = address('visit-spam')
    const visitAnswer = await callApi('POST', '/visitor-requests', {
      body: visit(visitor, { website: 'x' }),
    })
    expect(visitAnswer.status).toBe(201)
    expect(visitAnswer.json.message).toBe("We can't wait to meet you! We'll be in touch soon.")
    const kept = await payload.findByID({
      collection: slugs.visitorRequests,
      id: visitAnswer.json.id,
    })
    expect(kept).toMatchObject({ spam: true, spamReason: 'honeypot' })
    // Autofill can send the one-field box fast: the confirmation link is its defence instead.
    const subscriber = address('news-fast')
    const newsAnswer = await callApi('POST', '/newsletter/subscribe', {
      body: { email: subscriber, fillMs: 10 },
    })
    expect(newsAnswer.status).toBe(201)
    expect(newsAnswer.json.message).toBe('Thank you for subscribing to our newsletter!')
    expect(await count(slugs.newsletterSubscribers, subscriber)).toBe(1)
  })

  it('a person (empty honeypot, a human fill time) and a client sending no traps are both served', async () => {
    const person = address('person')
    const human = await callApi('POST', '/contact', {
      body: contact(person, { website: '', fillMs: 12_000 }),
    })
    expect(human.status).toBe(201)
    expect(human.json.id).toEqual(expect.any(Number))
    const bare = address('bare')
    expect((await callApi('POST', '/contact', { body: contact(bare) })).status).toBe(201)
    expect(await count(slugs.contactMessages, person)).toBe(1)
    expect(await count(slugs.contactMessages, bare)).toBe(1)
    const stored = await payload.find({
      collection: slugs.contactMessages,
      where: { email: { equals: person } },
    })
    expect(stored.docs[0]).not.toHaveProperty('website')
  })

  it('spam-trap fields of the wrong type are a 400, not a crash', async () => {
    const { status, json } = await callApi('POST', '/contact', {
      body: contact(address('typed'), { fillMs: 'soon' }),
    })
    expect(status).toBe(400)
    expect(json.errors.fillMs).toBeTruthy()
  })

  it('one welcome or auto-reply per address per day, however often it is submitted', async () => {
    const target = address('victim')
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (
          await callApi('POST', '/visitor-requests', {
            body: visit(target, { fullName: `Name ${attempt}` }),
          })
        ).status,
      ).toBe(201)
    }
    expect((await callApi('POST', '/contact', { body: contact(target) })).status).toBe(201)
    expect(
      (await callApi('POST', '/newsletter/subscribe', { body: { email: target } })).status,
    ).toBe(201)
    await runEmailQueue(payload)
    // The office hears of every submission; the address itself gets one email.
    expect(mail.to(target)).toHaveLength(1)
    expect(mail.to('office@test.shoreline.test').length).toBeGreaterThanOrEqual(4)
  })
})
