import { expect } from '@playwright/test'

import { expectNoAxeViolations } from './helpers/axe'
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
