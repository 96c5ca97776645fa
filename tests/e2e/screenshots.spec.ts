import path from 'node:path'

import { expect, type Page } from '@playwright/test'
import sharp from 'sharp'

import { logInAs } from './helpers/session'
import { test } from './helpers/test'

/**
 * The README's screenshots, taken from the seeded e2e site on every e2e run, so a page that stops
 * rendering fails here. `npm run screenshots` (UPDATE_SCREENSHOTS=1) writes them to
 * docs/screenshots/ to be committed; otherwise they go to this test's output folder.
 */

const WIDTH = 1280
const HEIGHT = 800
// Half size with a 256-colour palette keeps each PNG small enough to commit.
const SAVED_WIDTH = 640

const save = async (page: Page, name: string) => {
  const shot = await page.screenshot({ animations: 'disabled' })
  const small = await sharp(shot)
    .resize({ width: SAVED_WIDTH })
    .png({ palette: true, colours: 256, compressionLevel: 9 })
    .toBuffer()
  const target = process.env.UPDATE_SCREENSHOTS
    ? path.resolve('docs/screenshots', `${name}.png`)
    : test.info().outputPath(`${name}.png`)
  await sharp(small).toFile(target)
  // A blank or broken page would compress to almost nothing.
  expect(small.byteLength).toBeGreaterThan(5_000)
}

test.use({ viewport: { width: WIDTH, height: HEIGHT } })

test('screenshots of the public site and the dashboard', async ({ page }) => {
  // No internet here: the maps embed gets an empty page instead of waiting on a timeout.
  await page.route('https://maps.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
  )
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await save(page, 'home')

  await page.goto('/sermons')
  await expect(page.getByRole('heading', { level: 1, name: 'Sermons' })).toBeVisible()
  await save(page, 'sermons')

  await page.goto('/events')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await save(page, 'events')

  await logInAs(page, 'admin')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await save(page, 'dashboard')
})
