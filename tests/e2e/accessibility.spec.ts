import AxeBuilder from '@axe-core/playwright'
import { expect } from '@playwright/test'

import type { Sermon } from '../../payload-types'
import { seriesPath, speakerPath } from '../../src/lib/content/slugify'
import { expectNoAxeViolations } from './helpers/axe'
import { publicPages } from './helpers/site-pages'
import { test } from './helpers/test'

// The other public routes (sermons, events, contact, visit, live streams) are checked in their
// own specs.
const ROUTES = [
  '/',
  '/about',
  '/about/staff',
  '/about/music',
  '/about/kids-church',
  '/about/what-we-believe',
  '/give',
  '/login',
]

test.describe('axe (WCAG 2.2 AA)', () => {
  for (const path of ROUTES) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path)
      await page.waitForLoadState('load')
      await expectNoAxeViolations(page)
    })
  }

  test('the home page on a phone has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    await expectNoAxeViolations(page)
  })

  test('the home page with the background video paused has no violations', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Pause background video' }).click()
    await expectNoAxeViolations(page)
  })

  test('the Give fallback has no violations', async ({ page }) => {
    await page.route('**/tithe.ly/**', (route) => route.abort('internetdisconnected'))
    await page.goto('/give')
    await page.getByRole('button', { name: 'Give Online' }).click()
    await expect(page.getByText('Online giving is temporarily unavailable')).toBeVisible({
      timeout: 10_000,
    })
    await expectNoAxeViolations(page)
  })

  test('the not-found page has no violations', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expectNoAxeViolations(page)
  })
})

// axe files heading-order under best practice, not WCAG, so the run above leaves it out; the
// Nu HTML Checker found series and speaker pages going from h1 to h3.
test('no public page skips a heading level (axe heading-order)', async ({ page, request }) => {
  // One axe run on every public page, about twenty of them: longer than one test's minute.
  test.slow()
  const sermons = (await (await request.get('/api/sermons?limit=10')).json()) as Sermon[]
  const sermon = sermons.find((item) => item.series)!
  const paths = [
    ...(await publicPages(request)),
    seriesPath(sermon.series!),
    speakerPath(sermon.speaker),
  ]
  for (const path of paths) {
    await page.goto(path)
    await page.waitForLoadState('load')
    const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze()
    const targets = violations.flatMap(({ nodes }) => nodes.map((node) => node.target.join(' ')))
    expect(targets, path).toEqual([])
  }
})
