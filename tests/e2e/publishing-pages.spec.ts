import { randomUUID } from 'node:crypto'

import { expect, type Page } from '@playwright/test'

import { PAGE_TEXTS_DEFAULTS } from '../../src/lib/page-texts/defaults'
import { callAsPage } from './helpers/admin-api'
import { queryE2eDb } from './helpers/db'
import { logInAs } from './helpers/session'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

const homeForm = (page: Page) => page.getByRole('region', { name: 'Home', exact: true })
const heroTitle = (page: Page) => page.getByRole('heading', { level: 1 })

/** The home page's hero title as a visitor sees it now. */
const publicHero = async (page: Page) => {
  await page.goto('/')
  return heroTitle(page).textContent()
}

test.beforeEach(async ({ page }) => {
  await logInAs(page, 'admin')
})

// The spec's texts again, published, with no time pending: other specs read the home page.
test.afterEach(async ({ page }) => {
  await callAsPage(page, 'PUT', '/api/admin/page-texts/home', PAGE_TEXTS_DEFAULTS.home)
})

for (const { name, size } of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: '390 px', size: { width: 390, height: 844 } },
]) {
  test(`staff draft the Home texts, schedule them, and publish a change at once (${name})`, async ({
    page,
  }) => {
    // Three dashboard visits and up to a minute's wait for the publishing job.
    test.setTimeout(150_000)
    await page.setViewportSize(size)
    const run = randomUUID().slice(0, 8)
    const before = await publicHero(page)

    await page.goto('/admin?tab=pages')
    await expect(homeForm(page).getByText('Status: Published')).toBeVisible()
    await homeForm(page).getByLabel('Hero title *').fill(`Christmas at Shoreline ${run}`)
    await homeForm(page).getByRole('button', { name: 'Save draft' }).click()
    await expectToast(page, 'Draft saved', 'Draft saved — not on the website')
    await expect(
      homeForm(page).getByText('Changed since publishing — the draft is not on the website yet'),
    ).toBeVisible()
    expect(await publicHero(page)).toBe(before)

    // The form opens on the draft, and schedules it with day and time pickers.
    await page.goto('/admin?tab=pages')
    await expect(homeForm(page).getByLabel('Hero title *')).toHaveValue(
      `Christmas at Shoreline ${run}`,
    )
    await homeForm(page).getByRole('button', { name: 'Schedule…' }).click()
    await homeForm(page).getByLabel('Publish on').fill('2030-12-01')
    await homeForm(page).getByLabel('Publish at').fill('06:00')
    await expect(homeForm(page).getByLabel('Take off the site on (optional)')).toHaveCount(0)
    await homeForm(page).getByRole('button', { name: 'Schedule', exact: true }).click()
    await expectToast(page, 'Scheduled', 'The changes will be published Sun 1 Dec 2030, 6:00 AM')
    await expect(
      homeForm(page).getByText('Status: Scheduled for Sun 1 Dec 2030, 6:00 AM'),
    ).toBeVisible()
    expect(await publicHero(page)).toBe(before)

    // The test moves the clock: the time is now. The server's own job publishes the draft.
    await queryE2eDb(
      `UPDATE publishing_schedule SET publish_at = now() WHERE collection = 'page-texts:home'`,
    )
    await expect
      .poll(() => publicHero(page), { timeout: 60_000, intervals: [2_000] })
      .toBe(`Christmas at Shoreline ${run}`)

    // The form's own save button publishes at once.
    await page.goto('/admin?tab=pages')
    await expect(homeForm(page).getByText('Status: Published')).toBeVisible()
    await homeForm(page).getByLabel('Hero title *').fill(`Epiphany at Shoreline ${run}`)
    await homeForm(page).getByRole('button', { name: 'Save Home Page' }).click()
    await expectToast(page, 'Success', 'Home page updated successfully')
    expect(await publicHero(page)).toBe(`Epiphany at Shoreline ${run}`)
  })
}
