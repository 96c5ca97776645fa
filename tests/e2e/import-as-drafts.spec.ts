import { randomUUID } from 'node:crypto'

import { expect, type Page } from '@playwright/test'

import { FakeYoutubeApi } from '../fakes/youtube-api'
import { callAsPage } from './helpers/admin-api'
import { queryE2eDb } from './helpers/db'
import { logInAs } from './helpers/session'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

/** playwright.config.ts points the server's YOUTUBE_API_ROOT and YOUTUBE_API_KEY here. */
const FAKE_PORT = Number(process.env.E2E_PORT ?? 3100) + 7
const FAKE_KEY = 'e2e-youtube-key'

const run = randomUUID().slice(0, 8)

/** What the spec made goes to the trash through the API, so other specs' counts stay as they were. */
const made: { path: string; id: number }[] = []

const idsOf = async (table: 'events' | 'sermons', title: string) =>
  (await queryE2eDb<{ id: number }>(`SELECT id FROM ${table} WHERE title = $1`, [title])).map(
    ({ id }) => id,
  )

const rowOf = (page: Page, title: string) => page.locator('tbody tr').filter({ hasText: title })

test.beforeEach(async ({ page }) => {
  await logInAs(page, 'admin')
})

test.afterEach(async ({ page }) => {
  for (const { path, id } of made.splice(0)) await callAsPage(page, 'DELETE', `${path}/${id}`)
})

test('events imported with "Import as drafts" ticked are drafts, not on the site', async ({
  page,
}) => {
  const title = `Drafted Import ${run}`
  await page.goto('/admin?tab=events')
  await page.getByLabel('Tab-delimited event data').fill([title, '', '2034-06-07'].join('\t'))
  await page.getByRole('checkbox', { name: 'Import as drafts' }).check()
  await page.getByRole('button', { name: 'Import Events' }).click()
  await expectToast(page, 'Import Complete')
  const [id] = await idsOf('events', title)
  made.push({ path: '/api/admin/events', id })

  // The staff list shows it at once (it refetches after the import), as a draft.
  await page.getByRole('searchbox', { name: 'Search events' }).fill(run)
  await expect(rowOf(page, title)).toContainText('Draft')
  const visitor = await page.request.get(`/api/events/${id}`)
  expect(visitor.status()).toBe(404)
})

test('a YouTube sync with "Import as drafts" ticked saves draft sermons', async ({ page }) => {
  const fake = await FakeYoutubeApi.start({ port: FAKE_PORT, apiKey: FAKE_KEY })
  try {
    const title = `Synced Draft ${run}`
    fake.addPlaylist(`PLdrafts${run}`, [
      {
        id: `draft-${run}`,
        title,
        description: 'A sermon saved as a draft.',
        publishedAt: '2026-02-15T15:30:00Z',
        duration: 'PT20M',
      },
    ])
    await page.goto('/admin?tab=youtube')
    await page.getByRole('checkbox', { name: 'Import as drafts' }).check()
    const form = page.getByRole('region', { name: 'Sync another playlist' })
    await form.getByLabel('Playlist ID or link').fill(`PLdrafts${run}`)
    await form.getByRole('button', { name: 'Sync playlist' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: /^Created 1, updated 0, skipped 0$/ }),
    ).toBeVisible()
    const [id] = await idsOf('sermons', title)
    made.push({ path: '/api/admin/sermons', id })

    const [stored] = await queryE2eDb<{ status: string }>(
      'SELECT _status AS status FROM sermons WHERE id = $1',
      [id],
    )
    expect(stored.status).toBe('draft')
    expect((await page.request.get(`/api/sermons/${id}`)).status()).toBe(404)
  } finally {
    await fake.stop()
  }
})
