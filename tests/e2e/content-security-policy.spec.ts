import { expect, type Page } from '@playwright/test'

import { callAsPage } from './helpers/admin-api'
import { queryE2eDb } from './helpers/db'
import { logInAs } from './helpers/session'
import { dashboardPages, publicPages } from './helpers/site-pages'
import { test } from './helpers/test'

type Violation = { directive: string; blocked: string; source: string }

/**
 * Records every securitypolicyviolation event of the page (Playwright's init script runs before
 * the page's own and is not subject to its CSP), and Chromium's CSP console errors besides.
 */
const watchViolations = async (page: Page) => {
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push(message.text())
    }
  })
  await page.addInitScript(() => {
    const seen: Violation[] = []
    ;(window as unknown as { __csp: Violation[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      })
    })
  })
  return async (path: string) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle').catch(() => undefined)
    const events = await page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp)
    const found = [
      ...events.map((v) => `${v.directive} blocked ${v.blocked} (${v.source})`),
      ...consoleErrors,
    ]
    consoleErrors.length = 0
    return found
  }
}

test.describe('no Content-Security-Policy violations', () => {
  test('on every public page, with the map, the videos and the giving widget', async ({ page }) => {
    const visit = await watchViolations(page)
    for (const path of await publicPages(page.request)) {
      expect(await visit(path), path).toEqual([])
    }
    // The giving widget's script is loaded on request: ask for it (offline here, so it fails to
    // load, but a CSP refusal would be reported before any network attempt).
    await page.goto('/give')
    await page.getByRole('button', { name: 'Give Online' }).click()
    await page.waitForTimeout(1000)
    expect(await page.evaluate(() => (window as unknown as { __csp: unknown[] }).__csp)).toEqual([])
  })

  test('on every tab of the staff dashboard', async ({ page }) => {
    // Every tab, each waited on until the network is idle: more than the default minute.
    test.setTimeout(180_000)
    await logInAs(page, 'admin')
    const visit = await watchViolations(page)
    for (const path of dashboardPages()) {
      expect(await visit(path), path).toEqual([])
    }
  })

  test("on Payload's admin at /cms", async ({ page }) => {
    await logInAs(page, 'admin')
    const visit = await watchViolations(page)
    for (const path of ['/cms', '/cms/collections/sermons', '/cms/globals/site-config']) {
      expect(await visit(path), path).toEqual([])
    }
  })

  test('on a sermon page whose recording is hosted elsewhere (a pasted link, the S3 bucket or its CDN)', async ({
    page,
  }) => {
    await logInAs(page, 'admin')
    const sermon = (await callAsPage(page, 'POST', '/api/admin/sermons', {
      title: 'Recording Elsewhere',
      speaker: 'Pastor Link',
      date: '2026-11-08',
    })) as { id: number }
    const audioUrl = 'https://media.example.org/sermons/recording-elsewhere.mp3'
    try {
      // Set in the database: saving it through the API would try to fetch its facts (offline here).
      await queryE2eDb('UPDATE sermons SET audio_url = $1 WHERE id = $2', [audioUrl, sermon.id])
      const visit = await watchViolations(page)
      expect(await visit(`/sermons/${sermon.id}`)).toEqual([])
      // The player asks for the file (a CSP refusal would stop it before the network).
      const asked = page.waitForRequest(audioUrl)
      await page.locator('audio').evaluate((element: HTMLAudioElement) => {
        element.preload = 'auto'
        element.load()
      })
      await asked
      expect(await page.evaluate(() => (window as unknown as { __csp: unknown[] }).__csp)).toEqual(
        [],
      )
    } finally {
      await callAsPage(page, 'DELETE', `/api/admin/sermons/${sermon.id}`)
    }
  })
})
