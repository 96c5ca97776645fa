import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { withAuthLimits } from '@/server/cms-api/with-auth-limits'
import { SOCKET_ADDRESS_HEADER } from '@/server/rate-limit/client-ip'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

// Low limits with short windows, so "refused, then allowed again" runs in seconds. The windows
// are long enough for the attempts before the refusal to fit in one, even on a slow machine
// (a sign-in hashes a password, so login windows are longer).
vi.hoisted(() => {
  process.env.RATE_LIMIT_FORM_PER_IP = '3/6'
  process.env.RATE_LIMIT_FORM_PER_EMAIL = '2/6'
  process.env.RATE_LIMIT_LOGIN_PER_IP = '3/15'
  process.env.RATE_LIMIT_LOGIN_PER_ACCOUNT = '2/15'
  process.env.RATE_LIMIT_RESET_PER_IP = '2/15'
  process.env.RATE_LIMIT_RESET_PER_ACCOUNT = '1/15'
})

const FORM_WINDOW_MS = 6_100
const LOGIN_WINDOW_MS = 15_100
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const newIp = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 8)}`
const from = (ip: string) => ({ [SOCKET_ADDRESS_HEADER]: ip })
const address = () => `rl-${randomUUID()}@example.org`

const contact = (email: string) => ({
  firstName: 'Rita',
  lastName: 'Limit',
  email,
  subject: `Rate limit ${randomUUID()}`,
  message: 'Hello',
})

const expectTooMany = (result: { status: number; json: any; headers: Headers }) => {
  expect(result.status).toBe(429)
  expect(Number(result.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  expect(result.json).toEqual({
    message: expect.stringMatching(/^Too many .+ Please wait \d+ minutes? and try again\.$/),
  })
}

describe('rate limits (PostgreSQL counters)', { timeout: 90_000 }, () => {
  let payload: Payload
  let member: TestUser
  let removeUsers: () => Promise<void>
  const stored = async (email: string) =>
    (
      await payload.count({
        collection: slugs.contactMessages,
        where: { email: { equals: email } },
      })
    ).totalDocs

  beforeAll(async () => {
    payload = await getTestPayload()
    const made = await createTestUsers(payload, ['member'] as const)
    member = made.users.member
    removeUsers = made.remove
  })

  afterAll(async () => {
    await payload.delete({
      collection: slugs.contactMessages,
      where: { email: { like: 'rl-' } },
    })
    await removeUsers()
  })

  it('a public form: per address, 429 with Retry-After past the limit, nothing stored, then allowed again', async () => {
    const ip = newIp()
    const emails = [address(), address(), address(), address()]
    for (const email of emails.slice(0, 3)) {
      expect(
        (await callApi('POST', '/contact', { body: contact(email), headers: from(ip) })).status,
      ).toBe(201)
    }
    expectTooMany(
      await callApi('POST', '/contact', { body: contact(emails[3]), headers: from(ip) }),
    )
    expect(await stored(emails[3])).toBe(0)
    // Other forms and other addresses have their own counters.
    const other = await callApi('POST', '/newsletter/subscribe', {
      body: { email: address() },
      headers: from(ip),
    })
    expect(other.status).toBe(201)
    expect(
      (await callApi('POST', '/contact', { body: contact(address()), headers: from(newIp()) }))
        .status,
    ).toBe(201)
    await pause(FORM_WINDOW_MS)
    expect(
      (await callApi('POST', '/contact', { body: contact(emails[3]), headers: from(ip) })).status,
    ).toBe(201)
  })

  it('a public form: malformed posts count against the address too', async () => {
    const ip = newIp()
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await callApi('POST', '/visitor-requests', { body: { fullName: 7 }, headers: from(ip) }))
          .status,
      ).toBe(400)
    }
    expectTooMany(await callApi('POST', '/visitor-requests', { body: {}, headers: from(ip) }))
  })

  it('a public form: per email address, whoever sends it', async () => {
    const email = address()
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(
        (await callApi('POST', '/contact', { body: contact(email), headers: from(newIp()) }))
          .status,
      ).toBe(201)
    }
    expectTooMany(
      await callApi('POST', '/contact', { body: contact(email), headers: from(newIp()) }),
    )
    expect(await stored(email)).toBe(2)
    await pause(FORM_WINDOW_MS)
    expect(
      (await callApi('POST', '/contact', { body: contact(email), headers: from(newIp()) })).status,
    ).toBe(201)
  })

  const login = (email: string, password: string, ip: string) =>
    callApi('POST', '/auth/login', { body: { email, password }, headers: from(ip) })

  it('login: successful sign-ins are never counted (an office shares one address)', async () => {
    const office = newIp()
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await login(member.user.email, member.password, office)).status).toBe(200)
    }
  })

  it('login: failures per address, then even the right password waits for the window', async () => {
    const ip = newIp()
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(address(), 'wrong-password', ip)).status).toBe(401)
    }
    expectTooMany(await login(member.user.email, member.password, ip))
    expect((await login(member.user.email, member.password, newIp())).status).toBe(200)
    await pause(LOGIN_WINDOW_MS)
    expect((await login(member.user.email, member.password, ip)).status).toBe(200)
  })

  it('login: failures per account at one address; a success there clears them', async () => {
    const { email } = member.user
    const ip = newIp()
    expect((await login(email, 'wrong', ip)).status).toBe(401)
    expect((await login(email, member.password, ip)).status).toBe(200)
    expect((await login(email, 'wrong', ip)).status).toBe(401)
    expect((await login(email, 'wrong', ip)).status).toBe(401)
    expectTooMany(await login(email, member.password, ip))
    await pause(LOGIN_WINDOW_MS)
    expect((await login(email, member.password, ip)).status).toBe(200)
  })

  it('login: an address refused for an account does not shut its owner out elsewhere', async () => {
    const { email } = member.user
    const attacker = newIp()
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await login(email, 'wrong', attacker)).status).toBe(401)
    }
    expectTooMany(await login(email, 'wrong', attacker))
    expectTooMany(await login(email, member.password, attacker))
    expect((await login(email, member.password, newIp())).status).toBe(200)
  })

  describe("Payload's own /cms-api sign-in and password reset", () => {
    const post = withAuthLimits(REST_POST(config))
    const cms = (path: string, body: unknown, ip: string) =>
      post(
        new Request(new URL(`/cms-api/users/${path}`, env.SITE_URL), {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: env.SITE_URL, ...from(ip) },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ slug: ['users', path] }) },
      )

    it('failed /cms-api/users/login attempts share the per-address throttle', async () => {
      const ip = newIp()
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await cms('login', { email: address(), password: 'nope' }, ip)).status).toBe(401)
      }
      const refused = await cms(
        'login',
        { email: member.user.email, password: member.password },
        ip,
      )
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBeTruthy()
      expect((await refused.json()).errors[0].message).toMatch(/^Too many failed sign-in attempts/)
    })

    it('/cms-api/users/forgot-password is limited per account and per address', async () => {
      const ip = newIp()
      expect((await cms('forgot-password', { email: member.user.email }, ip)).status).toBe(200)
      expect((await cms('forgot-password', { email: member.user.email }, newIp())).status).toBe(429)
      expect((await cms('forgot-password', { email: address() }, ip)).status).toBe(200)
      expect((await cms('forgot-password', { email: address() }, ip)).status).toBe(429)
    })
  })
})
