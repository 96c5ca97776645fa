import { expect, type APIResponse } from '@playwright/test'

import { readRouteTable } from './helpers/route-table'
import { logInAs } from './helpers/session'
import { dashboardPages, publicPages } from './helpers/site-pages'
import { test } from './helpers/test'

/** What every response carries (production build: HSTS included). */
const expectCommonHeaders = (response: APIResponse, what: string) => {
  const headers = response.headers()
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toContain('camera=()')
  expect(headers['strict-transport-security'], what).toMatch(/max-age=\d{8,}/)
  expect(headers['content-security-policy'], what).toBeTruthy()
  expect(headers['x-powered-by'], what).toBeUndefined()
}

/** The policy's directives as a map: "script-src 'self' x" → { 'script-src': ["'self'", 'x'] }. */
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  )

/** A concrete path for a route: each :param becomes 1 (or a token-looking string). */
const concrete = (path: string) =>
  path.replace(/:(\w+)/g, (_, name) => (name === 'token' ? 'x' : '1'))

test.describe('security headers', () => {
  test('every public page: a static CSP without nonce, everything but inline scripts locked down', async ({
    request,
  }) => {
    for (const path of await publicPages(request)) {
      const response = await request.get(path)
      expectCommonHeaders(response, path)
      const csp = directives(response.headers()['content-security-policy'])
      expect(csp['script-src'], path).toEqual(["'self'", "'unsafe-inline'", 'https://tithe.ly'])
      expect(csp['object-src'], path).toEqual(["'none'"])
      expect(csp['base-uri'], path).toEqual(["'self'"])
      expect(csp['form-action'], path).toEqual(["'self'"])
      expect(csp['connect-src'], path).toEqual(["'self'"])
      expect(csp['frame-ancestors'], path).toEqual(["'none'"])
      expect(csp['frame-src'], path).toEqual(
        expect.arrayContaining([
          'https://www.youtube-nocookie.com',
          'https://maps.google.com',
          'https://tithe.ly',
        ]),
      )
      expect(response.headers()['x-frame-options'], path).toBe('DENY')
    }
  })

  test('every dashboard tab: a fresh nonce per request with strict-dynamic, no unsafe-inline or unsafe-eval for scripts', async ({
    page,
  }) => {
    await logInAs(page, 'admin')
    const nonces = new Set<string>()
    for (const path of dashboardPages()) {
      const response = await page.request.get(path)
      expectCommonHeaders(response, path)
      const scripts = directives(response.headers()['content-security-policy'])['script-src']
      const nonce = scripts.find((value) => value.startsWith("'nonce-"))
      expect(nonce, path).toMatch(/^'nonce-[A-Za-z0-9+/=]{16,}'$/)
      nonces.add(nonce!)
      expect(scripts, path).toContain("'strict-dynamic'")
      expect(scripts, path).not.toContain("'unsafe-inline'")
      expect(scripts, path).not.toContain("'unsafe-eval'")
      // The page's own scripts carry that nonce.
      expect(await response.text(), path).toContain(`nonce="${nonce!.slice(7, -1)}"`)
      expect(response.headers()['x-frame-options'], path).toBe('DENY')
    }
    expect(nonces.size).toBe(dashboardPages().length)
  })

  test("Payload's admin: nonce'd, and framable by itself only", async ({ page }) => {
    await logInAs(page, 'admin')
    const response = await page.request.get('/cms')
    expectCommonHeaders(response, '/cms')
    const csp = directives(response.headers()['content-security-policy'])
    expect(csp['script-src']).toContain("'strict-dynamic'")
    expect(csp['script-src']).not.toContain("'unsafe-inline'")
    expect(csp['frame-ancestors']).toEqual(["'self'"])
    expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN')
  })

  test('every route of the /api route table, and /cms-api: the API policy', async ({ request }) => {
    // One request per route, over a hundred of them: on a loaded machine more than a minute.
    test.setTimeout(180_000)
    const routes = readRouteTable()
    expect(routes.length).toBeGreaterThan(40)
    for (const [method, routePath] of routes) {
      const path = `/api${concrete(routePath)}`
      const what = `${method} ${path}`
      // No cookie, no body: refused or answered, nothing is stored either way.
      const response = await request.fetch(path, { method, maxRedirects: 0 })
      expect(response.status(), what).toBeLessThan(500)
      expectCommonHeaders(response, what)
      expect(
        directives(response.headers()['content-security-policy'])['default-src'],
        what,
      ).toEqual(["'none'"])
      expect(response.headers()['x-frame-options'], what).toBe('DENY')
    }
    for (const path of ['/cms-api/sermons?limit=1', '/cms-api/users/me']) {
      const response = await request.get(path)
      expectCommonHeaders(response, path)
      expect(directives(response.headers()['content-security-policy'])['default-src']).toEqual([
        "'none'",
      ])
    }
  })

  test('static files and the 404 page carry the headers too', async ({ request }) => {
    const home = await (await request.get('/')).text()
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1]
    expect(script).toBeTruthy()
    expectCommonHeaders(await request.get(script!), script!)
    expectCommonHeaders(await request.get('/icon.svg'), '/icon.svg')
  })

  test('a malformed percent-encoding answers 400, in /api and on pages', async ({ request }) => {
    const api = await request.get('/api/sermons/%E0%A4%A')
    expect(api.status()).toBe(400)
    expect((await api.json()).message).toMatch(/malformed/)
    expectCommonHeaders(api, 'malformed /api path')
    expect((await request.get('/sermons/%zz')).status()).toBe(400)
    // A well-formed encoding still reaches the route.
    expect((await request.get('/api/sermons/%31')).status()).not.toBe(400)
  })
})
