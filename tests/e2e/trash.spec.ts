import { randomUUID } from 'node:crypto'

import { expect, type Page } from '@playwright/test'

import { callAsPage } from './helpers/admin-api'
import { queryE2eDb } from './helpers/db'
import { logInAs } from './helpers/session'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

const dialog = (page: Page) => page.getByRole('dialog')

/** Two days ahead, just after midnight: among the first upcoming events /events shows. */
const soonDate = () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

const upcomingTitles = (page: Page) =>
  page.getByRole('region', { name: 'Upcoming Events' }).getByRole('heading', { level: 3 })

const makeEvent = async (page: Page, title: string) =>
  (await callAsPage(page, 'POST', '/api/admin/events', {
    title,
    date: soonDate(),
    startTime: '00:01',
  })) as { id: number }

/** Whatever a test left, in the trash or not, goes for good. */
const removeForGood = async (id: number) => {
  await queryE2eDb('DELETE FROM events WHERE id = $1', [id])
}

test.beforeEach(async ({ page }) => {
  await logInAs(page, 'admin')
})

for (const { name, size } of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: '390 px', size: { width: 390, height: 844 } },
]) {
  test(`staff delete an event, find it in the trash and restore it to /events (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    const title = `Trash Event ${randomUUID().slice(0, 8)}`
    const event = await makeEvent(page, title)
    try {
      await page.goto('/admin?tab=events')
      await page.getByRole('button', { name: `Delete ${title}` }).click()
      await expect(dialog(page)).toContainText('to the trash')
      await dialog(page).getByRole('button', { name: 'Move to trash' }).click()
      await expectToast(page, 'Success', 'Item deleted successfully')

      await page.goto('/events')
      await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
      await expect(upcomingTitles(page).filter({ hasText: title })).toHaveCount(0)

      await page.goto('/admin?tab=trash')
      const row = page.getByRole('listitem').filter({ hasText: title })
      await expect(row).toContainText('Event · deleted')
      await expect(row).toContainText('by ')
      await row.getByRole('button', { name: `Restore Event ${title}` }).click()
      await expectToast(page, 'Success', 'Event restored')
      await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0)

      await page.goto('/events')
      await expect(upcomingTitles(page).filter({ hasText: title })).toHaveCount(1)
    } finally {
      await removeForGood(event.id)
    }
  })
}

test('staff empty the trash after confirming, and it is empty', async ({ page }) => {
  const title = `Emptied Event ${randomUUID().slice(0, 8)}`
  const event = await makeEvent(page, title)
  await callAsPage(page, 'DELETE', `/api/admin/events/${event.id}`)
  await page.goto('/admin?tab=trash')
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(1)
  await page.getByRole('button', { name: 'Empty trash' }).click()
  await expect(dialog(page)).toContainText('This cannot be undone.')
  await dialog(page).getByRole('button', { name: 'Empty trash' }).click()
  await expectToast(page, 'Success', 'for good')
  await expect(page.getByText('The trash is empty.')).toBeVisible()
  expect(await queryE2eDb('SELECT id FROM events WHERE id = $1', [event.id])).toEqual([])
})
