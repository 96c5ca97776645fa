import { randomInt, randomUUID } from 'node:crypto'

import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { callAsPage } from './helpers/admin-api'
import { expectNoAxeViolations } from './helpers/axe'
import { logInAs } from './helpers/session'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

const dialog = (page: Page) => page.getByRole('dialog')

/** What the spec made goes to the trash through the API, so other specs' counts stay as they were. */
const made: { path: string; id: number }[] = []

test.beforeEach(async ({ page }) => {
  await logInAs(page, 'admin')
})

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage()
  await logInAs(page, 'admin')
  for (const { path, id } of made.splice(0)) await callAsPage(page, 'DELETE', `${path}/${id}`)
  await page.close()
})

/** The item as visitors' clients read it from the public list (services have no page of their own). */
const publicItem = async (visitor: APIRequestContext, path: string, id: number) => {
  const response = await visitor.get(path)
  return ((await response.json()) as { id: number; [key: string]: unknown }[]).find(
    (item) => item.id === id,
  )
}

/** Whether the home page, as a visitor gets it, carries this hero video (its id is in the page). */
const homeHasVideo = async (visitor: APIRequestContext, videoId: string) =>
  (await (await visitor.get('/')).text()).includes(videoId)

/** The History dialog's versions: the newest (the change) then the oldest; compare the two. */
const compareBoth = async (page: Page) => {
  const versions = dialog(page).getByRole('listitem')
  await expect(versions).toHaveCount(2)
  await expect(versions.first()).toContainText('Published by Parish Administrator')
  await expect(versions.first()).toContainText('(current)')
  await expect(versions.nth(1)).toContainText('the oldest version kept')
  await dialog(page).getByRole('checkbox').first().check()
  await dialog(page).getByRole('checkbox').nth(1).check()
  await dialog(page).getByRole('button', { name: 'Compare' }).click()
  // Times of day, dates and saves in words: never ISO.
  await expect(dialog(page).getByRole('table')).toBeVisible()
  await expect(dialog(page)).not.toContainText(/\d{4}-\d{2}-\d{2}|T\d{2}:\d{2}/)
  return versions
}

/** Restore the oldest version and publish it, from the History dialog. */
const restoreOldestAndPublish = async (page: Page, toast: string) => {
  const versions = dialog(page).getByRole('listitem')
  await versions
    .nth(1)
    .getByRole('button', { name: /^Restore the version/ })
    .click()
  await dialog(page).getByLabel('and publish (the website shows it at once)').check()
  await dialog(page).getByRole('button', { name: 'Restore this version' }).click()
  await expectToast(page, 'Success', toast)
  await expect(versions).toHaveCount(3)
  await expect(versions.first()).toContainText('(current)')
}

for (const { name, size } of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: '390 px', size: { width: 390, height: 844 } },
]) {
  test(`staff move a Sunday service, then restore its earlier time from History to the public list (${name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(size)
    const location = `History Chapel ${randomUUID().slice(0, 8)}`
    // A day far ahead; the buttons are named by the date, which another run may share, so they
    // are found in the row of this service's own location.
    const day = 10 + randomInt(18)
    const service = (await callAsPage(page, 'POST', '/api/admin/sunday-services', {
      date: `2043-04-${day}`,
      time: '09:30',
      location,
    })) as { id: number }
    made.push({ path: '/api/admin/sunday-services', id: service.id })
    const described = `the service on April ${day}, 2043`

    await page.goto('/admin?tab=services')
    const row = page.getByRole('row').filter({ hasText: location })
    await row.getByRole('button', { name: `Edit ${described}` }).click()
    await dialog(page).getByLabel('Time *').fill('10:45')
    await dialog(page).getByRole('button', { name: 'Publish', exact: true }).click()
    await expectToast(page, 'Success', 'Sunday service updated successfully')
    await expect
      .poll(async () => (await publicItem(request, '/api/sunday-services', service.id))?.time)
      .toBe('10:45')

    await row.getByRole('button', { name: `History of ${described}` }).click()
    await expect(
      dialog(page).getByRole('heading', { name: `History of ${described}` }),
    ).toBeVisible()
    const versions = await compareBoth(page)
    await expect(versions.first()).toContainText('changed Time')
    const timeRow = dialog(page).getByRole('row').filter({ hasText: /^Time/ })
    await expect(timeRow).toContainText('Changed')
    await expect(timeRow).toContainText('9:30 AM')
    await expect(timeRow).toContainText('10:45 AM')
    const locationRow = dialog(page).getByRole('row').filter({ hasText: 'Location' })
    await expect(locationRow).not.toContainText('Changed')
    await expect(locationRow).toContainText(location)
    await expect(dialog(page).getByRole('row').filter({ hasText: 'Live now' })).toContainText('No')
    await expectNoAxeViolations(page)

    await restoreOldestAndPublish(page, 'Sunday service restored and published')
    await expect(versions.first()).toContainText('changed Time')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(
      page.locator('tbody tr').filter({ hasText: location }).filter({ hasText: '9:30 AM' }),
    ).toBeVisible()

    await expect
      .poll(async () => (await publicItem(request, '/api/sunday-services', service.id))?.time, {
        timeout: 15_000,
      })
      .toBe('09:30')
  })

  test(`staff retitle a featured video, then restore its earlier title and video from History to the home page (${name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(size)
    const run = randomUUID().slice(0, 8)
    const original = `Harbour Welcome ${run}`
    const renamed = `Renamed Welcome ${run}`
    // YouTube ids are 11 characters: the first and the replaced video.
    const firstVideo = `h1${run}x`
    const secondVideo = `h2${run}y`
    const featured = (await callAsPage(page, 'POST', '/api/admin/featured-content', {
      type: 'video',
      contentId: `history-${run}`,
      title: original,
      youtubeUrl: `https://www.youtube.com/watch?v=${firstVideo}`,
      isActive: true,
    })) as { id: number }
    made.push({ path: '/api/admin/featured-content', id: featured.id })

    await page.goto('/admin?tab=featured')
    await page.getByRole('button', { name: `Edit ${original}` }).click()
    await dialog(page).getByLabel('Title', { exact: true }).fill(renamed)
    await dialog(page)
      .getByLabel('YouTube URL')
      .fill(`https://www.youtube.com/watch?v=${secondVideo}`)
    await dialog(page).getByRole('button', { name: 'Publish', exact: true }).click()
    await expectToast(page, 'Success', 'Featured content updated successfully')
    await expect.poll(() => homeHasVideo(request, secondVideo), { timeout: 15_000 }).toBe(true)

    await page.getByRole('button', { name: `History of ${renamed}` }).click()
    const versions = await compareBoth(page)
    await expect(versions.first()).toContainText('changed YouTube URL, Title')
    const titleRow = dialog(page)
      .getByRole('row')
      .filter({ hasText: /^Title/ })
    await expect(titleRow).toContainText('Changed')
    await expect(titleRow).toContainText(original)
    await expect(titleRow).toContainText(renamed)
    await expect(dialog(page).getByRole('row').filter({ hasText: 'Active' })).toContainText('Yes')
    await expectNoAxeViolations(page)

    await restoreOldestAndPublish(page, 'Featured content restored and published')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: `Edit ${original}` })).toBeVisible()

    await expect
      .poll(async () => (await publicItem(request, '/api/featured-content', featured.id))?.title, {
        timeout: 15_000,
      })
      .toBe(original)
    // The newest active featured video is the home page's hero: the restored one again.
    await expect.poll(() => homeHasVideo(request, firstVideo), { timeout: 15_000 }).toBe(true)
    expect(await homeHasVideo(request, secondVideo)).toBe(false)
  })
}
