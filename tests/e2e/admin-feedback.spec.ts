import { expect } from '@playwright/test'

import { logInAs } from './helpers/session'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

/**
 * The dashboard's answers to situations the seeded database does not have (no events, a failing
 * server, more than 100 items, a slow bulk job): the browser's calls are answered or held here.
 */
test.beforeEach(async ({ page }) => {
  await logInAs(page, 'admin')
})

test("export with no events says 'No Events'; a failed export says 'Export Failed'", async ({
  page,
}) => {
  await page.goto('/admin?tab=events')
  await page.route('**/api/events?limit=1000', (route) =>
    route.fulfill({ json: [], headers: { 'X-Total-Count': '0' } }),
  )
  await page.getByRole('button', { name: 'Export Events' }).click()
  await expectToast(page, 'No Events', 'There are no events to export')

  await page.unroute('**/api/events?limit=1000')
  await page.route('**/api/events?limit=1000', (route) =>
    route.fulfill({ status: 500, body: 'boom' }),
  )
  await page.getByRole('button', { name: 'Export Events' }).click()
  await expectToast(page, 'Export Failed', 'Failed to export events. Please try again.')
})

test('a list with more than 100 items says it shows the first 100', async ({ page }) => {
  // The Sermons tab reads the staff list (drafts included, docs/publishing.md).
  const staffList = (url: URL) =>
    url.pathname === '/api/admin/sermons' && url.searchParams.get('limit') === '100'
  await page.route(staffList, async (route) => {
    // Fetched again from the test, the request lacks the browser's Sec-Fetch-Site, which the
    // admin API's cross-site check requires.
    const response = await route.fetch({
      headers: { ...route.request().headers(), 'sec-fetch-site': 'same-origin' },
    })
    await route.fulfill({ response, headers: { ...response.headers(), 'x-total-count': '250' } })
  })
  await page.goto('/admin?tab=sermons')
  await expect(page.getByText('Showing the first 100 of 250 sermons.')).toBeVisible()
})

test('a bulk job shows its progress, then the server’s refusal as an Error toast', async ({
  page,
}) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/admin/sermons/bulk-update', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/admin?tab=sermons')
  await page
    .getByLabel('Tab-delimited sermon data')
    .fill('title\tspeaker\tdate\nProgress test\tA\t05/01/2031')
  await page.getByRole('button', { name: 'Update Sermons' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Updating 1 sermon row...' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Update Sermons' })).toBeDisabled()
  release()
  await expectToast(page, 'Error', 'Row 1: Date must be YYYY-MM-DD')
  await expect(page.getByRole('status').filter({ hasText: 'Updating' })).toHaveCount(0)
})
