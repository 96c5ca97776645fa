import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

describe('authentication routes', () => {
  let payload: Payload
  let member: TestUser
  let admin: TestUser
  let superuser: TestUser
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    const created = await createTestUsers(payload, ['member', 'admin', 'superuser'])
    ;({ member, admin, superuser } = created.users)
    removeUsers = created.remove
  })
  afterAll(() => removeUsers())

  it('GET /api/auth/user answers null with 401 for an anonymous caller', async () => {
    const { status, json } = await callApi('GET', '/auth/user')
    expect(status).toBe(401)
    expect(json).toBeNull()
  })

  it.each([
    ['member', false],
    ['admin', true],
    ['superuser', true],
  ] as const)(
    'GET /api/auth/user gives a %s isAdmin %s and nothing private',
    async (role, isAdmin) => {
      const caller = { member, admin, superuser }[role]
      const { status, json } = await callApi('GET', '/auth/user', { cookie: caller.cookie })
      expect(status).toBe(200)
      expect(json).toEqual({
        id: caller.user.id,
        email: caller.user.email,
        name: `Test ${role}`,
        role,
        isAdmin,
      })
    },
  )

  it('POST /api/auth/login sets a working session cookie', async () => {
    const { status, json, headers } = await callApi('POST', '/auth/login', {
      body: { email: member.user.email, password: member.password },
    })
    expect(status).toBe(200)
    expect(json.user).toMatchObject({ email: member.user.email, isAdmin: false })
    const setCookie = headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/payload-token=[^;]+; .*HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const cookie = setCookie.split(';')[0]
    expect((await callApi('GET', '/auth/user', { cookie })).json.email).toBe(member.user.email)
  })

  it('POST /api/auth/login refuses a wrong password with 401 and sets no cookie', async () => {
    const { status, headers } = await callApi('POST', '/auth/login', {
      body: { email: member.user.email, password: 'wrong-password' },
    })
    expect(status).toBe(401)
    expect(headers.get('set-cookie')).toBeNull()
  })

  it('POST /api/auth/login answers a bad body with field messages', async () => {
    const { status, json } = await callApi('POST', '/auth/login', { body: { email: 'nope' } })
    expect(status).toBe(400)
    expect(json.errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    })
  })

  it('GET /api/login sends the visitor to our login page, remembering where they were', async () => {
    const fromReferer = await callApi('GET', '/login', {
      headers: { referer: 'http://localhost:3000/sermons?speaker=x' },
    })
    expect(fromReferer.status).toBe(303)
    expect(fromReferer.headers.get('location')).toBe(
      `/login?next=${encodeURIComponent('/sermons?speaker=x')}`,
    )
    const explicit = await callApi('GET', '/login?next=/admin')
    expect(explicit.headers.get('location')).toBe('/login?next=%2Fadmin')
  })

  it('GET /api/login never sends the visitor off the site afterwards', async () => {
    for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const { headers } = await callApi('GET', `/login?next=${encodeURIComponent(next)}`)
      expect(headers.get('location')).toBe('/login?next=%2F')
    }
    const foreignReferer = await callApi('GET', '/login', {
      headers: { referer: 'https://evil.example/x' },
    })
    expect(foreignReferer.headers.get('location')).toBe('/login?next=%2F')
  })

  const logInAs = async (who: TestUser) => {
    const login = await callApi('POST', '/auth/login', {
      body: { email: who.user.email, password: who.password },
    })
    return (login.headers.get('set-cookie') ?? '').split(';')[0]
  }

  it('POST /api/logout clears the cookie, ends the session and returns home', async () => {
    const cookie = await logInAs(admin)
    const { status, headers } = await callApi('POST', '/logout', { cookie })
    expect(status).toBe(303)
    expect(headers.get('location')).toBe('/')
    const cleared = headers.get('set-cookie') ?? ''
    expect(cleared).toMatch(/^payload-token=;/)
    expect(Date.parse(/Expires=([^;]+)/.exec(cleared)?.[1] ?? '')).toBeLessThanOrEqual(Date.now())
    // The old token no longer authenticates: its session was removed on the server.
    expect((await callApi('GET', '/auth/user', { cookie })).status).toBe(401)
  })

  it('GET /api/logout changes nothing: a page whose button posts to /api/logout', async () => {
    const cookie = await logInAs(member)
    const { status, headers, bytes } = await callApi('GET', '/logout?next=/sermons', { cookie })
    expect(status).toBe(200)
    expect(headers.get('set-cookie')).toBeNull()
    expect(headers.get('content-type')).toMatch(/^text\/html/)
    expect(bytes.toString()).toContain(
      '<form method="post" action="/api/logout?next=%2Fsermons"><button type="submit">Log out</button>',
    )
    expect((await callApi('GET', '/auth/user', { cookie })).status).toBe(200)
    // Nobody logged in: straight back.
    const anonymous = await callApi('GET', '/logout?next=/sermons')
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.get('location')).toBe('/sermons')
  })

  it('POST /api/logout from another site is refused and the session lives on', async () => {
    const cookie = await logInAs(member)
    const { status } = await callApi('POST', '/logout', {
      cookie,
      origin: 'https://evil.example',
    })
    expect(status).toBe(403)
    expect((await callApi('GET', '/auth/user', { cookie })).status).toBe(200)
  })

  it('login sets a script-readable login hint beside the session cookie; logout clears it', async () => {
    const login = await callApi('POST', '/auth/login', {
      body: { email: member.user.email, password: member.password },
    })
    const hint = login.headers
      .getSetCookie()
      .find((value) => value.startsWith('shoreline-signed-in='))
    // As long-lived as the session cookie: the same Expires (src/server/auth/session-hint-mirror.ts).
    expect(hint).toMatch(/^shoreline-signed-in=1; Path=\/; Expires=[^;]+; SameSite=Lax/)
    // The hint proves nothing, so scripts may read it: it is not HttpOnly, unlike the session.
    expect(hint).not.toMatch(/HttpOnly/i)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    const logout = await callApi('POST', '/logout', { cookie })
    expect(logout.headers.getSetCookie()).toContain(
      'shoreline-signed-in=; Path=/; Max-Age=0; SameSite=Lax',
    )
  })
})
