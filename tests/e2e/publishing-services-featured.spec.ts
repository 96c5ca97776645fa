import { randomUUID } from 'node:crypto'

import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { callAsPage } from './helpers/admin-api'
import { queryE2eDb } from './helpers/db'
import { logInAs } from './helpers/session'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

const dialog = (page: Page) => page.getByRole('dialog')

/** A list row: a table row from the sm breakpoint up, a card on a phone. */
const rowOf = (page: Page) => page.locator('tbody tr')

/** Two days ahead: a publish time in the future, whatever the church's time zone. */
const soonDate = () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

/**
 * Whether the home page, as a visitor (no session) gets it, carries this hero video. Its id is in
 * the page whatever the width (phones get the stock image, but the page still names the featured
 * video), so both sizes check the same thing; the desktop also checks the video itself.
 */
const homeHasVideo = async (visitor: APIRequestContext, videoId: string) => {
  const response = await visitor.get('/')
  return (await response.text()).includes(videoId)
}

/** The public list of Sunday services, as a visitor's client reads it. */
const publicServiceLocations = async (visitor: APIRequestContext) => {
  const response = await visitor.get('/api/sunday-services')
  return ((await response.json()) as { location?: string | null }[]).map((s) => s.location)
}

/** What the spec made goes to the trash through the API, so other specs' counts stay as they were. */
const made: { path: string; id: number }[] = []

test.beforeEach(async ({ page }) => {
  await logInAs(page, 'admin')
})

test.afterEach(async ({ page }) => {
  for (const { path, id } of made.splice(0)) await callAsPage(page, 'DELETE', `${path}/${id}`)
})

for (const { name, size } of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: '390 px', size: { width: 390, height: 844 } },
]) {
  test(`a featured video saved as a draft is not on the home page until staff publish it (${name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size)
    const run = randomUUID().slice(0, 8)
    // A YouTube id is 11 characters.
    const videoId = `e2e${run}`
    const title = `Draft Feature ${run}`
    await page.goto('/admin?tab=featured')
    await page.getByRole('button', { name: 'Add featured item' }).click()
    await expect(dialog(page).getByLabel('Type *')).toHaveValue('video')
    await dialog(page).getByLabel('Content ID *').fill(`feature-${run}`)
    await dialog(page).getByLabel('Title').fill(title)
    await dialog(page).getByLabel('YouTube URL').fill(`https://www.youtube.com/watch?v=${videoId}`)
    await dialog(page).getByRole('button', { name: 'Save draft' }).click()
    await expectToast(
      page,
      'Draft saved',
      'Featured content saved as a draft; the site is unchanged',
    )
    const [{ id }] = await queryE2eDb<{ id: number }>(
      'SELECT id FROM featured_content WHERE content_id = $1',
      [`feature-${run}`],
    )
    made.push({ path: '/api/admin/featured-content', id })
    await expect(rowOf(page).filter({ hasText: title })).toContainText('Draft')
    // The newest featured video would be the hero: as a draft it is not.
    expect(await homeHasVideo(request, videoId)).toBe(false)

    await page.getByRole('button', { name: `Edit ${title}` }).click()
    await dialog(page).getByRole('button', { name: 'Publish', exact: true }).click()
    await expectToast(page, 'Success', 'Featured content updated successfully')
    await expect(rowOf(page).filter({ hasText: title })).toContainText('Published')
    await expect.poll(() => homeHasVideo(request, videoId), { timeout: 15_000 }).toBe(true)
    if (size.width >= 1024) {
      await page.goto('/')
      await expect(page.locator('iframe[title="Background video"]')).toHaveAttribute(
        'src',
        new RegExp(`/embed/${videoId}\\?`),
      )
    }
  })

  test(`a Sunday service scheduled by staff is published by the job at its time (${name})`, async ({
    page,
    request,
  }) => {
    // A dashboard visit, two saves and up to a minute's wait for the job (publishing.spec.ts).
    test.setTimeout(150_000)
    await page.setViewportSize(size)
    const location = `Scheduled Chapel ${randomUUID().slice(0, 8)}`
    await page.goto('/admin?tab=services')
    await page.getByRole('button', { name: 'Add Sunday service' }).click()
    // Later than any other service: first in the public list of 100.
    await dialog(page).getByLabel('Date *').fill('2039-12-25')
    await dialog(page).getByLabel('Time *').fill('09:30')
    await dialog(page).getByLabel('Location').fill(location)
    // Scheduled in the church's time zone, with words and pickers.
    await dialog(page).getByRole('button', { name: 'Schedule…' }).click()
    await dialog(page).getByLabel('Publish on').fill(soonDate())
    await dialog(page).getByLabel('Publish at').fill('10:00')
    await dialog(page).getByRole('button', { name: 'Schedule', exact: true }).click()
    await expectToast(page, 'Scheduled', 'Sunday service will be published')
    const [{ id }] = await queryE2eDb<{ id: number }>(
      'SELECT id FROM sunday_services WHERE location = $1',
      [location],
    )
    made.push({ path: '/api/admin/sunday-services', id })
    await expect(rowOf(page).filter({ hasText: location })).toContainText(
      /Scheduled for \w{3} \d{1,2} \w{3}, 10:00 AM/,
    )
    expect(await publicServiceLocations(request)).not.toContain(location)

    // The test moves the clock: the scheduled time is now. The server's own job publishes it.
    await queryE2eDb(
      `UPDATE publishing_schedule SET publish_at = now()
       WHERE collection = 'sunday-services' AND item_id = $1`,
      [id],
    )
    await expect
      .poll(async () => (await publicServiceLocations(request)).includes(location), {
        timeout: 60_000,
        intervals: [2_000],
      })
      .toBe(true)
    await page.reload()
    await expect(rowOf(page).filter({ hasText: location })).toContainText('Published')
  })
}
