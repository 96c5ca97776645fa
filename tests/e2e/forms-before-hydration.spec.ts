import { expect, type Page } from '@playwright/test'

import { test } from './helpers/test'

/**
 * A visitor can send a form before React has taken it over (on a slow phone, while the scripts
 * download; or when they fail to load), and the browser then sends it itself. That must be a
 * POST: a GET would put what was typed (on /login, the password) in the address bar, the history
 * and the server's logs.
 */
const cases = [
  {
    path: '/login',
    fill: { Email: 'someone@example.com', Password: 'not-in-the-url' },
    send: 'Log in',
  },
  {
    path: '/contact',
    fill: { 'First Name': 'Ada', 'Last Name': 'Lovelace', Email: 'ada@example.com' },
    send: 'Send Message',
  },
  { path: '/plan-a-visit', fill: { 'Email address': 'ada@example.com' }, send: 'Subscribe' },
  { path: '/forgot-password', fill: { Email: 'ada@example.com' }, send: 'Send the link' },
] as const

/** The page as the server sent it, with none of the framework's scripts: never hydrated. */
const withoutScripts = async (page: Page) => {
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
}

for (const { path, fill, send } of cases) {
  test(`${path}: a form sent before hydration goes as a POST, with nothing in the URL`, async ({
    page,
  }) => {
    await withoutScripts(page)
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: send, exact: true }) })
    for (const [label, value] of Object.entries(fill)) {
      await form.getByLabel(label, { exact: true }).fill(value)
    }

    const sent = page.waitForRequest((request) => request.isNavigationRequest())
    await form.getByRole('button', { name: send, exact: true }).click()
    const request = await sent

    expect(request.method()).toBe('POST')
    expect(new URL(request.url()).search).toBe('')
    for (const value of Object.values(fill)) {
      expect(request.url()).not.toContain(encodeURIComponent(value))
    }
    // Next answers a form POST to a page with the page itself; nothing of what was typed shows in
    // the address bar, and the visitor sends it again once the page works.
    const response = await request.response()
    expect(response?.status()).toBe(200)
    await page.waitForLoadState('domcontentloaded')
    expect(new URL(page.url()).pathname).toBe(path)
    expect(new URL(page.url()).search).toBe('')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
}

test('a form POST to a public page gets the page (a multipart one a 400), never a 500', async ({
  request,
}) => {
  // The site's forms send the browser's default encoding: Next renders the page for it.
  const form = await request.post('/about', { form: { anything: 'at all' }, maxRedirects: 0 })
  expect(form.status()).toBe(200)
  expect(await form.text()).toContain('<h1')
  // Next takes a multipart POST for a server action and refuses it, having none.
  const multipart = await request.post('/contact', { multipart: { firstName: 'Ada' } })
  expect(multipart.status()).toBe(400)
  expect(await multipart.text()).toBe('Invalid Server Action request.')
  // The page itself is still served from the cache.
  await request.get('/about')
  const view = await request.get('/about', { maxRedirects: 0 })
  expect(view.status()).toBe(200)
  expect(view.headers()['x-nextjs-cache']).toBe('HIT')
})
