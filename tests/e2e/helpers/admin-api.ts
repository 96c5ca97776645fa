import { expect, type Page } from '@playwright/test'

import { siteOrigin } from './session'

/**
 * Calls /api as the page's logged-in context, for a test's own setup and cleanup (what the test
 * is about goes through the dashboard itself). State-changing calls carry the site's Origin.
 */
export const callAsPage = async (page: Page, method: string, path: string, data?: unknown) => {
  const response = await page.request.fetch(path, {
    method,
    data,
    // As the browser's own fetch: Payload honours the session cookie only on a same-site request.
    headers: method === 'GET' ? { 'sec-fetch-site': 'same-origin' } : { origin: siteOrigin() },
  })
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
    true,
  )
  return response.status() === 204 ? null : response.json()
}
