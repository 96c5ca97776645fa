import { expect } from '@playwright/test'

import { queryE2eDb } from './helpers/db'
import { rawRequest, serverRssMiB, type RawAnswer } from './helpers/raw-http'
import { seededAccounts } from './helpers/session'
import { test } from './helpers/test'

/**
 * What a red-team drill got through on the production build (issue 41), tried again on it: the
 * bundled server is where Payload's error classes stopped matching and where Payload's own REST
 * routes read bodies whole.
 */

const FIFTY_MB = 50 * 1024 * 1024

const statusOf = (answer: RawAnswer) => ('status' in answer ? answer.status : answer.error)

/** Each test that fails sign-ins does so from its own loopback address, so no other spec waits. */
const attackerAddress = (n: number) => `127.0.0.${40 + n}`

test.afterAll(async () => {
  // Counters of the addresses used here; the site's own address keeps its state.
  await queryE2eDb(`DELETE FROM rate_limits WHERE key LIKE 'login-fail%'`)
})

test.describe('/cms-api bodies', () => {
  for (const [how, headers] of [
    ['with its Content-Length', { 'content-length': String(FIFTY_MB) }],
    ['chunked', {}],
  ] as const) {
    test(`an anonymous 50 MB POST ${how} is refused (413) and the server does not hold it`, async () => {
      const before = serverRssMiB()
      expect(before).toBeGreaterThan(0)
      const answer = await rawRequest({
        method: 'POST',
        path: '/cms-api/newsletter-subscribers',
        headers: { 'content-type': 'application/json', ...headers },
        body: { bytes: FIFTY_MB },
      })
      // The 413 is sent as soon as the cap is passed; the client may still be writing, and the
      // server may then close the socket under it.
      if ('status' in answer) expect(answer.status).toBe(413)
      else expect(answer.error).toMatch(/EPIPE|ECONNRESET|socket hang up/)
      expect(serverRssMiB() - before).toBeLessThan(50)
    })
  }

  test('a chunked 200 KB login body is answered, 50 at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        rawRequest({
          method: 'POST',
          path: '/cms-api/users/login',
          headers: { 'content-type': 'application/json' },
          body: { bytes: 200 * 1024 },
          timeoutMs: 20_000,
        }),
      ),
    )
    expect(answers.map(statusOf)).toEqual(Array(50).fill(413))
  })
})

test.describe('failed sign-ins', () => {
  const login = (email: string, password: string, from: string, path = '/api/auth/login') =>
    rawRequest({
      method: 'POST',
      path,
      from,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })

  test('a wrong password on /api/auth/login is a 401, and repeated ones a 429', async () => {
    const from = attackerAddress(1)
    const first = await login(seededAccounts.member.email, 'not-the-password', from)
    expect(first).toMatchObject({ status: 401 })
    expect(JSON.parse((first as { body: string }).body).message).toBe(
      'Unauthorized: the email or password is incorrect',
    )
    // RATE_LIMIT_LOGIN_PER_ACCOUNT is 10/900 by default: ten failures, then the window is closed.
    const statuses: (number | string)[] = []
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push(statusOf(await login(seededAccounts.member.email, 'still-wrong', from)))
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401))
    expect(statuses[9]).toBe(429)
  })

  test('a forged X-Forwarded-For or socket-address header does not dodge the limit', async () => {
    // The limits key on the connection's address, which src/server/rate-limit/socket-address.ts
    // stamps on each request by patching Node's http.Server (Next 16.4 offers no supported way to
    // read it). If an upgrade breaks that stamp, each forged header below counts as a new visitor.
    const from = attackerAddress(4)
    const statuses: (number | string)[] = []
    // Ten failures at one address are answered; the eleventh is refused.
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await rawRequest({
        method: 'POST',
        path: '/api/auth/login',
        from,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${attempt}`,
          // The header the stamp writes (SOCKET_ADDRESS_HEADER), as a client would forge it.
          'x-shoreline-socket-address': `198.51.100.${attempt}`,
        },
        body: JSON.stringify({ email: seededAccounts.member.email, password: `wrong-${attempt}` }),
      })
      statuses.push(statusOf(answer))
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses[10]).toBe(429)
  })

  test('the login page says the password is wrong instead of “Could not log in”', async ({
    page,
  }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill(seededAccounts.member.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'The email or password is incorrect.',
    )
  })

  test('an address shut out of the superuser’s account does not stop the owner elsewhere', async () => {
    const attacker = attackerAddress(2)
    const { email, password } = seededAccounts.admin
    // At Payload's own login, where Payload used to lock the account after five for everyone.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await login(email, `wrong-${attempt}`, attacker, '/cms-api/users/login')
    }
    expect(statusOf(await login(email, password, attacker, '/cms-api/users/login'))).toBe(429)
    expect(statusOf(await login(email, password, attacker))).toBe(429)
    expect(statusOf(await login(email, password, attackerAddress(3)))).toBe(200)
    expect(statusOf(await login(email, password, attackerAddress(3), '/cms-api/users/login'))).toBe(
      200,
    )
  })
})

test.describe('the sermon archive', () => {
  for (const filter of ['search', 'speaker', 'series']) {
    test(`a NUL character in ${filter} is a 400, not a 500`, async ({ request }) => {
      for (const path of [`/sermons/search?${filter}=%00`, `/sermons?${filter}=a%00b`]) {
        const response = await request.get(path, { maxRedirects: 0 })
        expect(response.status(), path).toBe(400)
        expect(await response.text()).toContain('NUL character')
      }
    })
  }

  test('a NUL character in a series or speaker address is a 400', async ({ request }) => {
    for (const path of ['/sermons/series/%00', '/sermons/speakers/a%00b']) {
      expect((await request.get(path)).status(), path).toBe(400)
    }
  })
})
