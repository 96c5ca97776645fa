import { expect, type Page } from '@playwright/test'

import { test } from './helpers/test'

/**
 * Public pages load their scripts after the first paint, so a visitor can send a form before React
 * has taken it over and the browser sends it itself. That must be a POST: a GET would put what was
 * typed (on /login, the password) in the address bar, the history and the server's logs.
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
    // The page answers the POST with itself; nothing of what was typed shows in the address bar.
    const response = await request.response()
    expect(response?.status(), await response?.text()).toBeLessThan(400)
    await page.waitForLoadState('domcontentloaded')
    expect(new URL(page.url()).pathname).toBe(path)
    expect(new URL(page.url()).search).toBe('')
  })
}
