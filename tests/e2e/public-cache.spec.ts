import { expect } from '@playwright/test'

import { logInAs, siteOrigin } from './helpers/session'
import { test } from './helpers/test'

/**
 * Public pages are the same cached HTML for everyone, sent with headers a CDN may act on; who is
 * logged in is asked by a client island, and only when the login hint says there is someone.
 */
const PUBLIC_PATHS = [
  '/',
  '/about/staff',
  '/contact',
  '/give',
  '/plan-a-visit',
  '/events',
  '/sermons',
  '/live-streams',
  '/login',
]

test('public pages go out cacheable by any cache, with no cookie', async ({ request }) => {
  for (const path of PUBLIC_PATHS) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const cacheControl = response.headers()['cache-control']
    expect(cacheControl, path).toMatch(/s-maxage=\d+/)
    expect(cacheControl, path).toMatch(/stale-while-revalidate=\d+/)
    expect(cacheControl, path).not.toMatch(/private|no-store/)
    expect(response.headers()['set-cookie'], path).toBeUndefined()
    // A cached view carries the weak tag stored with the page, never a per-request hash of it
    // (tests/e2e/conditional-requests.spec.ts).
    expect(response.headers().etag ?? 'W/"first view"', path).toMatch(/^W\//)
    // No client hint that would make Chrome fetch the page twice or split a CDN's copy
    // (src/server/http/payload-client-hints.mjs).
    expect(response.headers()['critical-ch'], path).toBeUndefined()
    expect(response.headers()['accept-ch'], path).toBeUndefined()
    expect(response.headers().vary ?? '', path).not.toMatch(/Sec-CH/i)
  }
})

test("Payload's admin still asks for the colour-scheme hint it themes itself by", async ({
  request,
}) => {
  const response = await request.get('/cms/login')
  expect(response.headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  expect(response.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('a logged-in member gets the very same HTML as an anonymous visitor', async ({
  page,
  playwright,
}) => {
  await logInAs(page, 'member')
  const anonymous = await playwright.request.newContext({ baseURL: siteOrigin() })
  try {
    for (const path of ['/', '/contact']) {
      // The layout's 60 s revalidation can replace the stored page between the two requests (a
      // prefetch from an earlier test finds it stale); then the next pair matches. HTML that
      // depended on the visitor would never match.
      await expect
        .poll(
          async () => {
            const mine = await (await page.request.get(path)).text()
            const theirs = await (await anonymous.get(path)).text()
            return mine === theirs
          },
          { message: path, intervals: [250, 500, 1000], timeout: 15_000 },
        )
        .toBe(true)
    }
  } finally {
    await anonymous.dispose()
  }
})

test('an anonymous visitor never asks who is logged in', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/user')) asked.push(request.url())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Login' })).toBeVisible()
  expect(asked).toEqual([])
})

test('a logged-in visitor asks once, and sees the per-person links', async ({ page }) => {
  await logInAs(page, 'admin')
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/user')) asked.push(request.url())
  })
  await page.goto('/give')
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Admin', exact: true }),
  ).toBeVisible()
  expect(asked).toHaveLength(1)
})

test('a login hint left from an ended session is forgotten after one question', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'shoreline-signed-in', value: '1', url: siteOrigin() }])
  await page.goto('/contact')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Login' })).toBeVisible()
  await expect
    .poll(async () => (await context.cookies()).some(({ name }) => name === 'shoreline-signed-in'))
    .toBe(false)
})
