import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { firstUserScreenOffMessage } from '@collections/hooks/first-user-is-superuser'
import { env } from '@/env'
import { MIN_PASSWORD_LENGTH, passwordTooShortMessage } from '@/lib/password-policy'
import { slugs } from '@/lib/slugs'

import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const post = REST_POST(config)

const tooShort = { data: { errors: [{ path: 'password', message: passwordTooShortMessage }] } }

/** POST /cms-api/users/<action> through Payload's own REST handler, as a browser sends it. */
const postUsers = (action: string, body: unknown, cookie?: string) =>
  post(
    new Request(new URL(`/cms-api/users/${action}`, env.SITE_URL), {
      method: 'POST',
      headers: {
        ...(cookie ? { cookie } : {}),
        origin: env.SITE_URL,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: ['users', action] }) },
  )

/** Runs `body` as if the server were in production (env is read per call by the hooks). */
const inProduction = async <T>(body: () => Promise<T>): Promise<T> => {
  const mutable = env as { NODE_ENV: string }
  const before = mutable.NODE_ENV
  mutable.NODE_ENV = 'production'
  try {
    return await body()
  } finally {
    mutable.NODE_ENV = before
  }
}

describe('account hardening', () => {
  let payload: Payload
  let users: Record<'member' | 'admin' | 'superuser', TestUser>
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    const created = await createTestUsers(payload, ['member', 'admin', 'superuser'])
    users = created.users
    removeUsers = created.remove
  })
  afterAll(() => removeUsers())

  it('Payload’s account lock is off: wrong passwords never shut the owner out (limits do that per address)', async () => {
    const { email } = users.superuser.user
    // Payload's default locked an account for everyone after five failures.
    for (let attempt = 0; attempt < 7; attempt += 1) {
      await expect(
        payload.login({ collection: slugs.users, data: { email, password: 'not-the-password' } }),
      ).rejects.toMatchObject({ status: 401 })
    }
    const { token } = await payload.login({
      collection: slugs.users,
      data: { email, password: users.superuser.password },
    })
    expect(token).toBeTruthy()
  })

  it.each(['member', 'admin'] as const)(
    'a %s still gets 403 from POST /cms-api/users/unlock',
    async (role) => {
      const response = await postUsers(
        'unlock',
        { email: users.superuser.user.email },
        users[role].cookie,
      )
      expect(response.status).toBe(403)
    },
  )

  it('a superuser’s unlock answers 200 and changes nothing (there is no lock to lift)', async () => {
    const response = await postUsers(
      'unlock',
      { email: users.admin.user.email },
      users.superuser.cookie,
    )
    expect(response.status).toBe(200)
  })

  it(`refuses passwords shorter than ${MIN_PASSWORD_LENGTH} characters on create`, async () => {
    await expect(
      payload.create({
        collection: slugs.users,
        data: {
          email: 'short-password@test.shoreline.test',
          password: 'elevenchars',
          role: 'member',
        },
      }),
    ).rejects.toMatchObject(tooShort)
    const { totalDocs } = await payload.count({
      collection: slugs.users,
      where: { email: { equals: 'short-password@test.shoreline.test' } },
    })
    expect(totalDocs).toBe(0)
  })

  it('refuses a short password when a member changes their own, keeps a long one', async () => {
    const { member } = users
    const short = payload.update({
      collection: slugs.users,
      id: member.user.id,
      data: { password: 'short-pw' },
      user: member.user,
      overrideAccess: false,
    })
    await expect(short).rejects.toMatchObject(tooShort)
    // Twelve characters, no digits or symbols: length is the only rule (NIST 800-63B).
    await payload.update({
      collection: slugs.users,
      id: member.user.id,
      data: { password: 'twelve chars' },
      user: member.user,
      overrideAccess: false,
    })
    const login = await payload.login({
      collection: slugs.users,
      data: { email: member.user.email, password: 'twelve chars' },
    })
    expect(login.token).toBeTruthy()
    await payload.update({
      collection: slugs.users,
      id: member.user.id,
      data: { password: member.password },
      overrideAccess: true,
    })
  })

  it('refuses a short password in a password reset', async () => {
    const token = await payload.forgotPassword({
      collection: slugs.users,
      data: { email: users.member.user.email },
      disableEmail: true,
    })
    const response = await postUsers('reset-password', { token, password: 'too-short' })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('at least 12 characters')
    const login = await payload.login({
      collection: slugs.users,
      data: { email: users.member.user.email, password: users.member.password },
    })
    expect(login.token).toBeTruthy()
  })

  it('a session lasts SESSION_LIFETIME_HOURS (12 by default)', async () => {
    expect(env.SESSION_LIFETIME_HOURS).toBe(12)
    const { exp } = await payload.login({
      collection: slugs.users,
      data: { email: users.member.user.email, password: users.member.password },
    })
    const secondsLeft = exp! - Date.now() / 1000
    expect(secondsLeft).toBeGreaterThan(12 * 3600 - 60)
    expect(secondsLeft).toBeLessThanOrEqual(12 * 3600)
  })
})

describe("Payload's create-first-user screen", () => {
  let payload: Payload
  const email = 'first-user@test.shoreline.test'

  beforeAll(async () => {
    payload = await getTestPayload()
    // The screen only works on a database without accounts; the test database is a scratch one.
    await payload.delete({ collection: slugs.users, where: { id: { exists: true } } })
  })
  afterAll(async () => {
    await payload.delete({ collection: slugs.users, where: { email: { equals: email } } })
  })

  it('is off in production: 403 naming the command, and no account', async () => {
    const response = await inProduction(() =>
      postUsers('first-register', { email, password: 'a-long-enough-password' }),
    )
    expect(response.status).toBe(403)
    expect(JSON.stringify(await response.json())).toContain('npm run create-superuser')
    expect(firstUserScreenOffMessage).toContain('npm run create-superuser')
    const { totalDocs } = await payload.count({ collection: slugs.users })
    expect(totalDocs).toBe(0)
  })

  it('in development makes the first account a superuser', async () => {
    const response = await postUsers('first-register', {
      email,
      password: 'a-long-enough-password',
    })
    expect(response.status).toBe(200)
    const { docs } = await payload.find({
      collection: slugs.users,
      where: { email: { equals: email } },
    })
    expect(docs[0]?.role).toBe('superuser')
  })
})
