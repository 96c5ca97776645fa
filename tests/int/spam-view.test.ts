import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'
import { purgeSpam } from '@/server/forms/purge-spam-task'

import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { keepSiteConfig, runEmailQueue, setSiteConfig, smtpSettings } from './helpers/email'
import { getTestPayload } from './helpers/payload'
import { TestMailServer } from './helpers/smtp'
import { createTestUser, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)

describe('the inbox Spam view: flagged posts kept, rescued by "Not spam", purged after 30 days', () => {
  let payload: Payload
  let restoreSiteConfig: () => Promise<unknown>
  let admin: TestUser
  let member: TestUser
  const mail = new TestMailServer()
  const cleanup = new Cleanup()
  const emails: string[] = []
  const address = (name: string) => {
    const email = `${name}-${run}@test.shoreline.test`
    emails.push(email)
    return email
  }
  const contact = (email: string, extra: Record<string, unknown> = {}) => ({
    firstName: 'Pat',
    lastName: 'Person',
    email,
    subject: 'Baptism',
    message: 'Could we talk about a baptism?',
    ...extra,
  })
  const idsOf = (json: { id: number }[]) => json.map((item) => item.id)

  beforeAll(async () => {
    payload = await getTestPayload()
    restoreSiteConfig = await keepSiteConfig(payload)
    admin = await createTestUser(payload, 'admin')
    member = await createTestUser(payload, 'member')
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
    for (const collection of [slugs.contactMessages, slugs.visitorRequests] as const) {
      await cleanup.deleteWhere(payload, collection, 'email', emails)
    }
    await cleanup.run(payload)
    await payload.delete({ collection: slugs.users, id: admin.user.id })
    await payload.delete({ collection: slugs.users, id: member.user.id })
  })

  it('lists a flagged post only in the Spam view; "Not spam" delivers it as if just arrived', async () => {
    const email = address('misjudged')
    const flagged = await callApi('POST', '/contact', { body: contact(email, { fillMs: 900 }) })
    const real = await callApi('POST', '/contact', { body: contact(address('real')) })
    await runEmailQueue(payload)
    expect(mail.to(email)).toHaveLength(0)

    const inbox = await callApi('GET', '/admin/contact-messages', { cookie: admin.cookie })
    expect(idsOf(inbox.json)).toContain(real.json.id)
    expect(idsOf(inbox.json)).not.toContain(flagged.json.id)
    const spamView = await callApi('GET', '/admin/contact-messages?spam=true', {
      cookie: admin.cookie,
    })
    expect(idsOf(spamView.json)).toContain(flagged.json.id)
    expect(idsOf(spamView.json)).not.toContain(real.json.id)
    expect(spamView.json.find((item: { id: number }) => item.id === flagged.json.id)).toMatchObject(
      { spam: true, spamReason: 'too-fast', emailDelivery: null },
    )

    const rescued = await callApi('POST', `/admin/contact-messages/${flagged.json.id}/not-spam`, {
      cookie: admin.cookie,
    })
    expect(rescued.status).toBe(200)
    await runEmailQueue(payload)
    // The office notice and the visitor's auto-reply, as for any new message.
    expect(mail.to(email)).toHaveLength(1)
    expect(mail.to('office@test.shoreline.test').map((sent) => sent.replyTo?.text)).toEqual(
      expect.arrayContaining([expect.stringContaining(email)]),
    )
    const after = await callApi('GET', '/admin/contact-messages', { cookie: admin.cookie })
    expect(after.json.find((item: { id: number }) => item.id === flagged.json.id)).toMatchObject({
      spam: false,
      status: 'new',
    })

    // A second press has nothing to rescue.
    const again = await callApi('POST', `/admin/contact-messages/${flagged.json.id}/not-spam`, {
      cookie: admin.cookie,
    })
    expect(again.status).toBe(400)
  })

  it('"Not spam" refuses anonymous (401) and non-staff (403) callers, and an unknown id (404)', async () => {
    const flagged = await callApi('POST', '/visitor-requests', {
      body: {
        fullName: 'Vic Visitor',
        email: address('visit-flagged'),
        phone: '2075550100',
        numberOfKids: '0',
        website: 'x',
      },
    })
    const path = `/admin/visitor-requests/${flagged.json.id}/not-spam`
    expect((await callApi('POST', path)).status).toBe(401)
    expect((await callApi('POST', path, { cookie: member.cookie })).status).toBe(403)
    expect(
      (
        await callApi('POST', '/admin/visitor-requests/999999999/not-spam', {
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(404)
    expect(
      (await payload.findByID({ collection: slugs.visitorRequests, id: flagged.json.id })).spam,
    ).toBe(true)
  })

  it('purges flagged posts older than 30 days, and nothing else', async () => {
    const day = 24 * 60 * 60 * 1000
    const now = new Date()
    const make = async (name: string, spam: boolean, ageDays: number) =>
      cleanup.track(
        slugs.contactMessages,
        await payload.create({
          collection: slugs.contactMessages,
          data: {
            ...contact(address(name)),
            status: 'new',
            spam,
            createdAt: new Date(now.getTime() - ageDays * day).toISOString(),
          },
        }),
      )
    const oldSpam = await make('old-spam', true, 31)
    const youngSpam = await make('young-spam', true, 29)
    const oldReal = await make('old-real', false, 400)
    await purgeSpam(payload, now)
    const left = await payload.find({
      collection: slugs.contactMessages,
      where: { id: { in: [oldSpam.id, youngSpam.id, oldReal.id] } },
    })
    expect(idsOf(left.docs).sort()).toEqual([youngSpam.id, oldReal.id].sort())
  })
})
