import { randomUUID } from 'node:crypto'

import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { apiRoutes } from '@endpoints/index'
import { slugs } from '@/lib/slugs'
import { handleApiRequest } from '@/server/api/router'
import { removeUnconfirmedSubscribers } from '@/server/newsletter/expire-unconfirmed-task'

import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { keepSiteConfig, runEmailQueue, setSiteConfig, smtpSettings } from './helpers/email'
import { getTestPayload } from './helpers/payload'
import { TestMailServer } from './helpers/smtp'

const run = randomUUID().slice(0, 8)
const address = (name: string) => `${name}-${run}@test.shoreline.test`

/** The token of the one link of a kind in an email's text body. */
const tokenIn = (mail: ParsedMail, path: string): string => {
  const found = new RegExp(`${path}\\?token=(\\S+)`).exec(mail.text ?? '')
  if (!found) throw new Error(`No ${path} link in: ${mail.text}`)
  return decodeURIComponent(found[1])
}

/** A header as sent (mailparser folds List-* headers into a parsed "list" object). */
const headerOf = (mail: ParsedMail, name: string): string | undefined => {
  const line = mail.headerLines.find((candidate) => candidate.key === name.toLowerCase())
  return line?.line
    .slice(line.line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim()
}

/** The one-click URL of an email's List-Unsubscribe header. */
const oneClickUrlOf = (mail: ParsedMail) => {
  const found = /^<([^>]+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')
  if (!found) throw new Error(`No List-Unsubscribe in ${JSON.stringify(mail.headerLines)}`)
  return found[1]
}

/** A mail provider's RFC 8058 POST: no cookie, no Origin, no session, just the header's URL. */
const providerPost = (url: string, headers: Record<string, string> = {}) =>
  handleApiRequest(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: 'List-Unsubscribe=One-Click',
    }),
    apiRoutes,
  )

describe('newsletter consent: double opt-in and unsubscribe (real SMTP server on loopback)', () => {
  let payload: Payload
  let restoreSiteConfig: () => Promise<unknown>
  const mail = new TestMailServer()
  const cleanup = new Cleanup()
  const emails: string[] = []

  const subscriber = async (email: string) => {
    const { docs } = await payload.find({
      collection: slugs.newsletterSubscribers,
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    return docs[0]
  }

  /** Subscribes through the form and returns the confirmation email it sent. */
  const signUp = async (name: string) => {
    const email = address(name)
    emails.push(email)
    const answer = await callApi('POST', '/newsletter/subscribe', { body: { email } })
    expect(answer.status).toBe(201)
    await runEmailQueue(payload)
    const [confirmation] = mail.to(email)
    return { email, answer, confirmation }
  }

  const confirm = (token: string) => callApi('POST', '/newsletter/confirm', { body: { token } })

  beforeAll(async () => {
    payload = await getTestPayload()
    restoreSiteConfig = await keepSiteConfig(payload)
    await mail.start()
    await runEmailQueue(payload)
  })
  beforeEach(async () => {
    await setSiteConfig(payload, { ...smtpSettings(mail.port), newsletterWelcomeEnabled: true })
    mail.clear()
  })
  afterAll(async () => {
    await mail.stop()
    await restoreSiteConfig()
    await cleanup.deleteWhere(payload, slugs.newsletterSubscribers, 'email', emails)
  })

  it('subscribe sends only a confirmation; the address is active once confirmed, and welcomed once', async () => {
    const { email, confirmation } = await signUp('opt-in')
    expect(mail.to(email)).toHaveLength(1)
    expect(confirmation.subject).toBe(
      'Please confirm your subscription to the Test Parish by the Sea newsletter',
    )
    expect(await subscriber(email)).toMatchObject({ isActive: false, confirmedAt: null })

    const token = tokenIn(confirmation, '/newsletter/confirm')
    const confirmed = await confirm(token)
    expect(confirmed.status).toBe(200)
    expect(confirmed.json.message).toBe('Thank you: your subscription is confirmed.')
    expect(await subscriber(email)).toMatchObject({ isActive: true, pendingSince: null })

    // A second press (or a scanner replaying the POST) is answered kindly and welcomes no one.
    const again = await confirm(token)
    expect(again.status).toBe(200)
    expect(again.json.message).toBe('Your subscription is already confirmed.')
    await runEmailQueue(payload)
    const welcomes = mail.to(email).filter((sent) => sent.subject?.startsWith('Welcome'))
    expect(welcomes).toHaveLength(1)
  })

  it('answers the same whether or not the address is listed, and sends an active one nothing', async () => {
    const first = await signUp('enumerate')
    await confirm(tokenIn(first.confirmation, '/newsletter/confirm'))
    await runEmailQueue(payload)
    mail.clear()

    const repeat = await callApi('POST', '/newsletter/subscribe', { body: { email: first.email } })
    const fresh = await signUp('enumerate-new')
    expect([repeat.status, repeat.json]).toEqual([fresh.answer.status, fresh.answer.json])
    await runEmailQueue(payload)
    expect(mail.to(first.email)).toHaveLength(0)
  })

  it('refuses a forged or altered confirmation token and changes nothing', async () => {
    const { email, confirmation } = await signUp('forged')
    const token = tokenIn(confirmation, '/newsletter/confirm')
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    for (const bad of [altered, 'c.1.2.xyz', 'nonsense']) {
      const answer = await confirm(bad)
      expect(answer.status).toBe(400)
      expect(answer.json.message).toMatch(/expired or was replaced/)
    }
    expect((await subscriber(email)).isActive).toBe(false)
  })

  it('every email to a subscriber has a working unsubscribe link and both one-click headers', async () => {
    const { email, confirmation } = await signUp('headers')
    await confirm(tokenIn(confirmation, '/newsletter/confirm'))
    await runEmailQueue(payload)
    const welcome = mail.to(email).find((sent) => sent.subject?.startsWith('Welcome'))!
    expect(headerOf(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(oneClickUrlOf(welcome)).toMatch(
      /^https?:\/\/.+\/api\/newsletter\/unsubscribe\/one-click\?token=/,
    )
    expect(welcome.html).toContain('/newsletter/unsubscribe?token=')

    // The visible link's page posts its token: the address leaves the list.
    const left = await callApi('POST', '/newsletter/unsubscribe', {
      body: { token: tokenIn(welcome, '/newsletter/unsubscribe') },
    })
    expect(left.status).toBe(200)
    expect(left.json.message).toBe(
      'You are unsubscribed and will not receive the newsletter again.',
    )
    expect(await subscriber(email)).toMatchObject({ isActive: false })
  })

  it('the one-click POST works without cookie or Origin (and with a foreign one); nothing else accepts a foreign Origin', async () => {
    const { email, confirmation } = await signUp('one-click')
    await confirm(tokenIn(confirmation, '/newsletter/confirm'))
    await runEmailQueue(payload)
    const welcome = mail.to(email).find((sent) => sent.subject?.startsWith('Welcome'))!
    const target = oneClickUrlOf(welcome)

    const answer = await providerPost(target)
    expect(answer.status).toBe(200)
    expect(await subscriber(email)).toMatchObject({ isActive: false })
    expect((await subscriber(email)).unsubscribedAt).toEqual(expect.any(String))
    // Again, from a provider that names its own origin: still fine, and harmless.
    expect((await providerPost(target, { origin: 'https://mail.example' })).status).toBe(200)

    // Every other state-changing route keeps refusing another site's Origin.
    const token = new URL(target).searchParams.get('token')!
    const foreign = 'https://evil.example'
    for (const [path, body] of [
      ['/newsletter/unsubscribe', { token }],
      ['/newsletter/confirm', { token }],
      ['/newsletter/subscribe', { email: address('csrf') }],
      [
        '/contact',
        { firstName: 'A', lastName: 'B', email: address('csrf'), subject: 's', message: 'm' },
      ],
    ] as const) {
      const refused = await callApi('POST', path, { body, origin: foreign })
      expect([path, refused.status]).toEqual([path, 403])
    }
    const postRoutes = apiRoutes.filter((route) => route.method !== 'GET')
    expect(postRoutes.filter((route) => route.anyOrigin).map((route) => route.path)).toEqual([
      '/newsletter/unsubscribe/one-click',
    ])
  })

  it('an unsubscribed address is never emailed again unless it subscribes and confirms anew', async () => {
    const { email, confirmation } = await signUp('left')
    const oldConfirm = tokenIn(confirmation, '/newsletter/confirm')
    await confirm(oldConfirm)
    await runEmailQueue(payload)
    const welcome = mail.to(email).find((sent) => sent.subject?.startsWith('Welcome'))!
    await providerPost(oneClickUrlOf(welcome))

    // The old confirmation link cannot bring the address back.
    expect((await confirm(oldConfirm)).status).toBe(400)
    expect((await subscriber(email)).isActive).toBe(false)

    // A welcome still queued for it (a race with the click) is not sent.
    await payload.jobs.queue({
      task: 'sendNewsletterWelcome',
      queue: 'email',
      input: { subscriberId: (await subscriber(email)).id },
    })
    mail.clear()
    await runEmailQueue(payload)
    expect(mail.to(email)).toHaveLength(0)

    // Signing up again asks to confirm (the daily limit holds it until tomorrow: nothing today),
    // and the address stays inactive until the new link is used.
    await callApi('POST', '/newsletter/subscribe', { body: { email } })
    await runEmailQueue(payload)
    expect((await subscriber(email)).isActive).toBe(false)
  })

  it('removes unconfirmed signups after 7 days, and only those', async () => {
    const day = 24 * 60 * 60 * 1000
    const now = new Date()
    const make = async (name: string, data: Record<string, unknown>) => {
      const email = address(name)
      emails.push(email)
      return cleanup.track(
        slugs.newsletterSubscribers,
        await payload.create({
          collection: slugs.newsletterSubscribers,
          data: { email, ...data },
          overrideAccess: true,
        }),
      )
    }
    const stale = await make('stale', {
      isActive: false,
      pendingSince: new Date(now.getTime() - 8 * day).toISOString(),
    })
    const young = await make('young', {
      isActive: false,
      pendingSince: new Date(now.getTime() - 6 * day).toISOString(),
    })
    const leftLongAgo = await make('left-long-ago', {
      isActive: false,
      confirmedAt: new Date(now.getTime() - 100 * day).toISOString(),
      pendingSince: new Date(now.getTime() - 8 * day).toISOString(),
    })
    const active = await make('active', { isActive: true })

    const removed = await removeUnconfirmedSubscribers(payload, now)
    expect(removed).toBeGreaterThanOrEqual(1)
    const left = await payload.find({
      collection: slugs.newsletterSubscribers,
      where: { id: { in: [stale.id, young.id, leftLongAgo.id, active.id] } },
      overrideAccess: true,
    })
    expect(left.docs.map((doc) => doc.id).sort()).toEqual(
      [young.id, leftLongAgo.id, active.id].sort(),
    )
    await cleanup.run(payload)
  })

  it('the privacy queue runs the expiry task on its schedule', () => {
    expect(payload.config.jobs.autoRun).toContainEqual(
      expect.objectContaining({ queue: 'privacy' }),
    )
    const task = payload.config.jobs.tasks?.find(
      (candidate) => candidate.slug === 'removeUnconfirmedSubscribers',
    )
    expect(task?.schedule).toEqual([{ cron: '0 20 3 * * *', queue: 'privacy' }])
  })
})
