import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST as cmsApiPost } from '@/app/(payload)/cms-api/[...slug]/route'
import { env } from '@/env'
import { SESSION_HINT_COOKIE } from '@/lib/session-hint'
import { slugs } from '@/lib/slugs'
import { RESET_LINK_SENT } from '@/server/auth/request-password-reset'
import { RESET_LINK_EXPIRED } from '@/server/auth/reset-password'

import { callApi } from './helpers/api'
import { keepSiteConfig, setSiteConfig, smtpSettings } from './helpers/email'
import { getTestPayload } from './helpers/payload'
import { TestMailServer } from './helpers/smtp'
import { createTestUser, type TestUser } from './helpers/users'

/** Payload's REST API as the app mounts it (every wrapper of the route file included). */
const cms = (path: string, body?: unknown, cookie?: string) =>
  cmsApiPost(
    new Request(new URL(`/cms-api/users/${path}`, env.SITE_URL), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: env.SITE_URL,
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: ['users', path] }) },
  )

const cookieNamed = (headers: Headers, name: string) =>
  headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))
const expiresOf = (cookie: string | undefined) => /Expires=([^;]+)/.exec(cookie ?? '')?.[1]

describe('every login and logout carries the login hint the public pages read', () => {
  let payload: Payload
  let member: TestUser

  beforeAll(async () => {
    payload = await getTestPayload()
    member = await createTestUser(payload, 'member')
  })
  afterAll(() => payload.delete({ collection: slugs.users, id: member.user.id }))

  const session = () => `${payload.config.cookiePrefix}-token`

  it("Payload's own /cms-api login sets the hint for as long as the session; logout clears it", async () => {
    const login = await cms('login', { email: member.user.email, password: member.password })
    expect(login.status).toBe(200)
    const token = cookieNamed(login.headers, session())
    const hint = cookieNamed(login.headers, SESSION_HINT_COOKIE)
    expect(hint).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;`))
    expect(expiresOf(hint)).toBe(expiresOf(token))

    const cookie = token!.split(';')[0]
    const refreshed = await cms('refresh-token', undefined, cookie)
    expect(refreshed.status).toBe(200)
    expect(cookieNamed(refreshed.headers, SESSION_HINT_COOKIE)).toMatch(/=1;/)

    const logout = await cms('logout', undefined, cookie)
    expect(logout.status).toBe(200)
    expect(cookieNamed(logout.headers, SESSION_HINT_COOKIE)).toMatch(/=; .*Max-Age=0/)
  })

  it('a logout without a session is a quiet 200, not a logged "No User" error', async () => {
    const logged = vi.spyOn(payload.logger, 'error')
    try {
      for (const attempt of [1, 2]) {
        const logout = await cms('logout')
        expect(logout.status, `attempt ${attempt}`).toBe(200)
        expect(await logout.json()).toEqual({ message: 'You are already logged out.' })
        expect(cookieNamed(logout.headers, SESSION_HINT_COOKIE)).toMatch(/Max-Age=0/)
      }
      expect(logged).not.toHaveBeenCalled()
    } finally {
      logged.mockRestore()
    }
  })

  it('our own /api login and logout set and clear the same hint', async () => {
    const login = await callApi('POST', '/auth/login', {
      body: { email: member.user.email, password: member.password },
    })
    expect(login.status).toBe(200)
    expect(expiresOf(cookieNamed(login.headers, SESSION_HINT_COOKIE))).toBe(
      expiresOf(cookieNamed(login.headers, session())),
    )
    const cookie = cookieNamed(login.headers, session())!.split(';')[0]
    const logout = await callApi('POST', '/logout', { cookie })
    expect(logout.status).toBe(303)
    expect(cookieNamed(logout.headers, SESSION_HINT_COOKIE)).toMatch(/Max-Age=0/)
  })
})

describe('forgot and reset password through /api (Payload’s reset flow, real SMTP)', () => {
  let payload: Payload
  let restoreSiteConfig: () => Promise<unknown>
  let member: TestUser
  const mail = new TestMailServer()

  beforeAll(async () => {
    payload = await getTestPayload()
    restoreSiteConfig = await keepSiteConfig(payload)
    member = await createTestUser(payload, 'member')
    await mail.start()
  })
  beforeEach(async () => {
    await setSiteConfig(payload, smtpSettings(mail.port))
    mail.clear()
  })
  afterAll(async () => {
    await mail.stop()
    await restoreSiteConfig()
    await payload.delete({ collection: slugs.users, id: member.user.id })
  })

  it('mails a link to /reset-password, which sets the password once and logs the user in', async () => {
    const asked = await callApi('POST', '/auth/forgot-password', {
      body: { email: member.user.email.toUpperCase() },
    })
    expect(asked.status).toBe(200)
    expect(asked.json).toEqual({ message: RESET_LINK_SENT })
    const [message] = mail.to(member.user.email)
    expect(message.subject).toBe('Set a new password')
    const link = new URL(/href="([^"]+)"/.exec(String(message.html))![1].replaceAll('&amp;', '&'))
    expect(`${link.origin}${link.pathname}`).toBe(new URL('/reset-password', env.SITE_URL).href)
    const token = link.searchParams.get('token')!

    const tooShort = await callApi('POST', '/auth/reset-password', {
      body: { token, password: 'short' },
    })
    expect(tooShort.status).toBe(400)
    expect(tooShort.json.errors.password).toBe('Use a password of at least 12 characters.')

    const password = 'a brand new passphrase'
    const reset = await callApi('POST', '/auth/reset-password', { body: { token, password } })
    expect(reset.status).toBe(200)
    expect(reset.json.user).toMatchObject({ email: member.user.email, isAdmin: false })
    expect(cookieNamed(reset.headers, `${payload.config.cookiePrefix}-token`)).toBeTruthy()
    expect(cookieNamed(reset.headers, SESSION_HINT_COOKIE)).toMatch(/=1;/)

    const again = await callApi('POST', '/auth/reset-password', {
      body: { token, password: 'yet another passphrase' },
    })
    expect(again.status).toBe(400)
    expect(again.json.message).toBe(RESET_LINK_EXPIRED)

    const login = await callApi('POST', '/auth/login', {
      body: { email: member.user.email, password },
    })
    expect(login.status).toBe(200)
  })

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const email = `nobody-${Date.now()}@test.shoreline.test`
    const asked = await callApi('POST', '/auth/forgot-password', { body: { email } })
    expect(asked.status).toBe(200)
    expect(asked.json).toEqual({ message: RESET_LINK_SENT })
    expect(mail.received).toHaveLength(0)
  })

  it('refuses bad input with 400 and stores nothing', async () => {
    const bad = await callApi('POST', '/auth/forgot-password', { body: { email: 'not an email' } })
    expect(bad.status).toBe(400)
    const noToken = await callApi('POST', '/auth/reset-password', {
      body: { token: '', password: 'a long enough passphrase' },
    })
    expect(noToken.status).toBe(400)
    const unknown = await callApi('POST', '/auth/reset-password', {
      body: { token: 'f'.repeat(40), password: 'a long enough passphrase' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json.message).toBe(RESET_LINK_EXPIRED)
  })

  it('limits reset requests per account, as /cms-api/users/forgot-password does', async () => {
    const email = `limited-${Date.now()}@test.shoreline.test`
    const statuses: number[] = []
    // The default limit is 3 an hour per account (docs/rate-limits.md); each call comes from a new address.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await callApi('POST', '/auth/forgot-password', { body: { email } })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
