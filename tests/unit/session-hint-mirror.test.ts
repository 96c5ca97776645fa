import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload'
import { describe, expect, it } from 'vitest'

import { SESSION_HINT_COOKIE } from '@/lib/session-hint'
import { addSessionHint, sessionHintFor } from '@/server/auth/session-hint-mirror'

/** Payload's own Set-Cookie values, as its login, refresh and logout handlers write them. */
const auth = { tokenExpiration: 7200, cookies: { sameSite: 'Lax', secure: true } } as never
const login = () =>
  generatePayloadCookie({ collectionAuthConfig: auth, cookiePrefix: 'payload', token: 'abc' })
const logout = () =>
  generateExpiredPayloadCookie({ collectionAuthConfig: auth, cookiePrefix: 'payload' })

const attribute = (cookie: string, name: string) =>
  cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.toLowerCase().startsWith(`${name.toLowerCase()}=`))

describe('the login hint follows the session cookie', () => {
  it('is set, for exactly as long as the session cookie, when a response logs someone in', () => {
    const session = login()
    const hint = sessionHintFor(session, 'payload-token')!
    expect(hint.startsWith(`${SESSION_HINT_COOKIE}=1;`)).toBe(true)
    expect(attribute(hint, 'Expires')).toBe(attribute(session, 'Expires'))
    expect(hint).toContain('; Secure')
    expect(hint).toContain('Path=/')
    expect(hint).not.toContain('HttpOnly')
  })

  it('is removed when a response removes the session cookie (logout, failed refresh)', () => {
    const hint = sessionHintFor(logout(), 'payload-token')!
    expect(hint).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=;`))
    expect(hint).toContain('Max-Age=0')
    expect(sessionHintFor('payload-token=; Path=/', 'payload-token')).toBe(hint)
    expect(sessionHintFor('payload-token=x; Max-Age=0', 'payload-token')).toBe(hint)
  })

  it('ignores every other cookie', () => {
    expect(sessionHintFor('theme=dark; Path=/', 'payload-token')).toBeNull()
    expect(sessionHintFor(login(), 'other-prefix-token')).toBeNull()
  })

  it('adds the hint to a response that sets the session cookie, and leaves others untouched', async () => {
    const headers = new Headers([
      ['Set-Cookie', login()],
      ['Set-Cookie', 'theme=dark'],
    ])
    const withHint = addSessionHint(
      Response.json({ ok: true }, { status: 200, headers }),
      'payload-token',
    )
    expect(withHint.headers.getSetCookie()).toHaveLength(3)
    expect(withHint.headers.getSetCookie()[2]).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;`))
    expect(await withHint.json()).toEqual({ ok: true })
    const plain = Response.json({ ok: true })
    expect(addSessionHint(plain, 'payload-token')).toBe(plain)
  })
})
