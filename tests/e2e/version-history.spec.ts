import { randomUUID } from 'node:crypto'

import { expect, type Page } from '@playwright/test'

import { callAsPage } from './helpers/admin-api'
import { expectNoAxeViolations } from './helpers/axe'
import { logInAs } from './helpers/session'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

const dialog = (page: Page) => page.getByRole('dialog')

/** What the spec made goes to the trash through the API, so other specs' counts stay as they were. */
const made: number[] = []

test.beforeEach(async ({ page }) => {
  await logInAs(page, 'admin')
})

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage()
  await logInAs(page, 'admin')
  for (const id of made.splice(0)) await callAsPage(page, 'DELETE', `/api/admin/sermons/${id}`)
  await page.close()
})

for (const { name, size } of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: '390 px', size: { width: 390, height: 844 } },
]) {
  test(`staff rename a sermon, compare it in its History and restore the earlier title to /sermons/<id> (${name})`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(size)
    const run = randomUUID().slice(0, 8)
    const original = `Harbour Light ${run}`
    const renamed = `Renamed Light ${run}`
    const sermon = (await callAsPage(page, 'POST', '/api/admin/sermons', {
      title: original,
      speaker: 'Pastor History',
      date: '2034-03-05',
    })) as { id: number }
    made.push(sermon.id)

    await page.goto('/admin?tab=sermons')
    await page.getByRole('searchbox', { name: 'Search sermons' }).fill(run)
    await page.getByRole('button', { name: `Edit ${original}` }).click()
    await dialog(page).getByLabel('Title *').fill(renamed)
    await dialog(page).getByRole('button', { name: 'Publish', exact: true }).click()
    await expectToast(page, 'Success', 'Sermon updated successfully')

    await page.getByRole('button', { name: `History of ${renamed}` }).click()
    await expect(dialog(page).getByRole('heading', { name: `History of ${renamed}` })).toBeVisible()
    const versions = dialog(page).getByRole('listitem')
    await expect(versions).toHaveCount(2)
    await expect(versions.first()).toContainText('Published by Parish Administrator')
    await expect(versions.first()).toContainText('changed Title')
    await expect(versions.first()).toContainText('(current)')
    await expect(versions.nth(1)).toContainText('the oldest version kept')
    // Times in words, never ISO.
    await expect(dialog(page)).not.toContainText(/\d{4}-\d{2}-\d{2}T/)

    await dialog(page).getByRole('checkbox').first().check()
    await dialog(page).getByRole('checkbox').nth(1).check()
    await dialog(page).getByRole('button', { name: 'Compare' }).click()
    const titleRow = dialog(page).getByRole('row').filter({ hasText: 'Title' }).first()
    await expect(titleRow).toContainText('Changed')
    await expect(titleRow).toContainText(original)
    await expect(titleRow).toContainText(renamed)
    const speakerRow = dialog(page).getByRole('row').filter({ hasText: 'Speaker' })
    await expect(speakerRow).not.toContainText('Changed')
    await expect(dialog(page).getByRole('row').filter({ hasText: 'Date' }).first()).toContainText(
      'March 5, 2034',
    )
    await expectNoAxeViolations(page)

    await versions
      .nth(1)
      .getByRole('button', { name: /^Restore the version/ })
      .click()
    await dialog(page).getByLabel('and publish (the website shows it at once)').check()
    await dialog(page).getByRole('button', { name: 'Restore this version' }).click()
    await expectToast(page, 'Success', 'Sermon restored and published')
    await expect(versions).toHaveCount(3)
    await expect(versions.first()).toContainText('changed Title')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: `Edit ${original}` })).toBeVisible()

    await page.goto(`/sermons/${sermon.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(original)
  })
}
