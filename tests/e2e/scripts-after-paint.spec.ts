import { expect } from '@playwright/test'

import { expectHydrated } from './helpers/hydration'
import { test } from './helpers/test'

/**
 * A public page served from the cache paints its text before it asks for any of the framework's
 * scripts, then loads each of them once and hydrates (src/server/cache/scripts-after-paint.mjs).
 */
const PATHS = ['/', '/events', '/contact', '/sermons']

test('cached public pages request their scripts after the first paint, once each, and hydrate', async ({
  browser,
  request,
}, testInfo) => {
  for (const path of PATHS) {
    // A browser of its own per page: a page being left still prefetches the next routes' chunks.
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
    const page = await context.newPage()
    // The first view after a start renders the page; every later one gets the cached copy.
    await request.get(path)
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('type="shoreline/after-paint"')
    expect(html, path).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/)

    // The first frame the browser renders with the page's heading in it. (Paint timing's
    // first-paint is when the compositor showed that frame, which can come later still.)
    await page.addInitScript(() => {
      const frame = () => {
        if (document.querySelector('main h1')) {
          ;(window as unknown as { firstFrameWithText?: number }).firstFrameWithText ??=
            performance.now()
        } else requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
    const requested: string[] = []
    const onRequest = (req: { url: () => string }) => {
      const url = new URL(req.url())
      if (url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js')) {
        requested.push(url.pathname)
      }
    }
    page.on('request', onRequest)
    await page.goto(path)
    await expectHydrated(page.locator('header a[href="/"]').first())

    const timing = await page.evaluate(() => {
      const paint = (window as unknown as { firstFrameWithText?: number }).firstFrameWithText ?? NaN
      const scripts = performance
        .getEntriesByType('resource')
        .filter(({ name }) => new URL(name).pathname.startsWith('/_next/static/'))
        .filter(({ name }) => name.endsWith('.js'))
        .map(({ name, startTime }) => ({ name, startTime }))
      return { paint, scripts }
    })
    expect(timing.paint, path).toBeGreaterThan(0)
    expect(timing.scripts.length, path).toBeGreaterThan(3)
    for (const script of timing.scripts) {
      expect(script.startTime, `${path}: ${script.name}`).toBeGreaterThanOrEqual(timing.paint)
    }
    expect(requested.length, path).toBeGreaterThan(3)
    const twice = requested.filter((script, index) => requested.indexOf(script) !== index)
    expect(twice, `${path}: requested twice`).toEqual([])
    await context.close()
  }
})
