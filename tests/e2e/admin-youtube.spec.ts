import { randomUUID } from 'node:crypto'

import { expect, type Page } from '@playwright/test'

import { FakeYoutubeApi } from '../fakes/youtube-api'
import { callAsPage } from './helpers/admin-api'
import { expectNoAxeViolations } from './helpers/axe'
import { queryE2eDb } from './helpers/db'
import { logInAs, siteOrigin } from './helpers/session'
import { test } from './helpers/test'

/** playwright.config.ts points the server's YOUTUBE_API_ROOT and YOUTUBE_API_KEY here. */
const FAKE_PORT = Number(process.env.E2E_PORT ?? 3100) + 7
const FAKE_KEY = 'e2e-youtube-key'

const run = randomUUID().slice(0, 8)
const videoId = `e2e-${run}`
const sermonTitle = `Salt and Light ${run}`

/** The toast region (Radix announces each toast a second time for screen readers). */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

test.describe('admin youtube tab', () => {
  let fake: FakeYoutubeApi

  test.beforeAll(async () => {
    fake = await FakeYoutubeApi.start({ port: FAKE_PORT, apiKey: FAKE_KEY })
  })
  test.afterAll(async ({ browser }) => {
    await fake.stop()
    // Through the admin API, so the public pages' cached lists are told (later specs read them).
    const page = await browser.newPage({ baseURL: siteOrigin() })
    await logInAs(page, 'admin')
    const synced = await queryE2eDb<{ id: number }>(
      'SELECT id FROM sermons WHERE youtube_video_id = $1',
      [videoId],
    )
    for (const { id } of synced) await callAsPage(page, 'DELETE', `/api/admin/sermons/${id}`)
    await page.close()
  })

  test("syncs the church's sermons playlist and the sermon appears on /sermons", async ({
    page,
  }) => {
    await logInAs(page, 'admin')
    await page.goto('/admin?tab=youtube')
    // What the tab reads: the church's playlist ids from the staff view of the site config.
    const settings = await page.evaluate(async () =>
      (await fetch('/api/site-config', { credentials: 'include' })).json(),
    )
    fake.addPlaylist(settings.youtubeSermonsPlaylistId, [
      {
        id: videoId,
        title: `${sermonTitle} | The Rev. Canon Margaret Ellis | Matthew 5:13-16`,
        description: 'You are the salt of the earth.',
        publishedAt: '2026-02-08T15:30:00Z',
        duration: 'PT28M12S',
      },
    ])

    await expect(page.getByRole('heading', { level: 2, name: 'YouTube' })).toBeVisible()
    await expect(page.getByText(settings.youtubeSermonsPlaylistId)).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Sync sermons' }).click()

    await expect(
      page.getByRole('status').filter({ hasText: /^Created 1, updated 0, skipped 0$/ }),
    ).toBeVisible()
    await expect(toasts(page).getByText('YouTube videos synced successfully')).toBeVisible()

    await page.goto('/sermons')
    await expect(page.getByRole('heading', { name: sermonTitle })).toBeVisible()
  })

  test('tells staff when a playlist does not exist, and stores nothing', async ({ page }) => {
    await logInAs(page, 'admin')
    await page.goto('/admin?tab=youtube')

    const form = page.getByRole('region', { name: 'Sync another playlist' })
    await form.getByLabel('Playlist ID or link').fill(`PLmissing${run}`)
    await form.getByLabel('Save as').selectOption('live_streams')
    await form.getByRole('button', { name: 'Sync playlist' }).click()

    await expect(
      toasts(page).getByText(`YouTube playlist PLmissing${run} was not found`),
    ).toBeVisible()
    const streams = await queryE2eDb('SELECT id FROM live_streams WHERE youtube_video_id LIKE $1', [
      `%${run}%`,
    ])
    expect(streams).toEqual([])
  })

  test('checks maxResults in the form before calling the server', async ({ page }) => {
    await logInAs(page, 'admin')
    await page.goto('/admin?tab=youtube')
    const requestsBefore = fake.requests.length

    const form = page.getByRole('region', { name: 'Sync another playlist' })
    await form.getByLabel('Playlist ID or link').fill(`PLany${run}`)
    await form.getByLabel('Max results').fill('51')
    await form.getByRole('button', { name: 'Sync playlist' }).click()

    await expect(form.getByText('Max results must be between 1 and 50')).toBeVisible()
    await expect(form.getByLabel('Max results')).toHaveAttribute('aria-invalid', 'true')
    expect(fake.requests).toHaveLength(requestsBefore)
  })
})
