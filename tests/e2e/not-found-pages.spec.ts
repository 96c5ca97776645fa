import { expect } from '@playwright/test'

import { rawRequest } from './helpers/raw-http'
import { test } from './helpers/test'

/**
 * Not-found pages are rendered by the server, inside the site's layout: a crawler or a visitor
 * without scripts gets the words, the header and footer, and the page's language, with a 404.
 * They were an empty error document that only the browser's scripts filled in
 * (src/components/content/not-found-response.tsx, src/app/global-not-found.tsx).
 */
const NOT_FOUND = [
  { path: '/no-such-page', heading: 'Page Not Found' },
  { path: '/a/deeper/unknown/path', heading: 'Page Not Found' },
  { path: '/sermons/no-such-sermon', heading: 'Sermon Not Found' },
  { path: '/sermons/999999999', heading: 'Sermon Not Found' },
  { path: '/events/999999999', heading: 'Event Not Found' },
  { path: '/live-streams/999999999', heading: 'Service Not Found' },
  { path: '/groups/no-such-group', heading: 'Group Not Found' },
  { path: '/about/no-such-tab', heading: 'Page Not Found' },
  { path: '/sermons/page/99999', heading: 'Page Not Found' },
  { path: '/sermons/series/no-such-series', heading: 'Page Not Found' },
]

test('a plain GET of a missing page gets a 404 with the page in the HTML', async () => {
  for (const { path, heading } of NOT_FOUND) {
    // Twice: the first render, then the answer the cache keeps.
    for (const round of [1, 2]) {
      const answer = await rawRequest({ method: 'GET', path })
      if ('error' in answer) throw new Error(`${path}: ${answer.error}`)
      const where = `${path} (${round})`
      expect(answer.status, where).toBe(404)
      expect(answer.body, where).toMatch(/<html lang="en"/)
      expect(answer.body, where).not.toContain('__next_error__')
      expect(answer.body, where).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
      // The site's header and footer are there too.
      expect(answer.body, where).toContain('aria-label="Main"')
      expect(answer.body, where).toContain('Quick Links')
      expect(answer.body, where).toContain('<meta name="robots" content="noindex"/>')
    }
  }
})

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false })

  test('a missing page still shows what happened, with the site around it', async ({ page }) => {
    for (const { path, heading } of NOT_FOUND.slice(0, 3)) {
      // Nothing to wait for: no script runs (a goto for less than load skips the hydration wait).
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      expect(await page.locator('html').getAttribute('lang')).toBe('en')
    }
  })
})
