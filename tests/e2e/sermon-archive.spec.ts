import { randomUUID } from 'node:crypto'

import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { displaySermonTitle } from '../../src/lib/content/sermon-title'
import type { Sermon } from '../../payload-types'
import { callAsPage } from './helpers/admin-api'
import { queryE2eDb } from './helpers/db'
import { logInAs, siteOrigin } from './helpers/session'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

/**
 * The archive at more than one page (issue 16): 110 extra sermons, older than the seeded ones,
 * so the public archive has four pages of 36 and the dashboard more than its 100-row page.
 */
const run = `qz${randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 6)}`
const EXTRA = 110
const speaker = `Archive Speaker ${run}`
const series = `Archive Series ${run}`
const seriesSlug = `archive-series-${run}`
const titleOf = (i: number) => `Archive ${run} ${i}`
const dateOf = (i: number) => new Date(Date.UTC(1990, 0, 1 + i)).toISOString().slice(0, 10)
const PAGE_SIZE = 36

test.describe.configure({ mode: 'serial' })

const asAdmin = async (browser: Browser, action: (page: Page) => Promise<void>) => {
  const page = await browser.newPage()
  try {
    await logInAs(page, 'admin')
    await action(page)
  } finally {
    await page.close()
  }
}

test.beforeAll(async ({ browser }) => {
  await asAdmin(browser, async (page) => {
    const rows = Array.from({ length: EXTRA }, (_, i) => ({
      title: titleOf(i),
      speaker,
      series,
      date: dateOf(i),
      scripture: i === 7 ? '1 Corinthians 13:4-7' : 'Acts 2:1-4',
    }))
    await callAsPage(page, 'POST', '/api/admin/sermons/bulk-update', { data: rows })
  })
})

test.afterAll(async ({ browser }) => {
  await queryE2eDb('DELETE FROM sermons WHERE speaker = $1', [speaker])
  await queryE2eDb('DELETE FROM sermon_series WHERE name = $1', [series])
  // Rows deleted in SQL do not expire the server's cached lists; one write through the API does,
  // so the specs after this one see the seeded archive again.
  await asAdmin(browser, async (page) => {
    const made = await callAsPage(page, 'POST', '/api/admin/sermons', {
      title: `Cache flush ${run}`,
      speaker,
      date: '1980-01-01',
    })
    await callAsPage(page, 'DELETE', `/api/admin/sermons/${made.id}`)
  })
})

const archive = async (request: APIRequestContext): Promise<Sermon[]> => {
  const response = await request.get('/api/sermons?limit=1000')
  expect(response.ok()).toBe(true)
  return response.json()
}

const results = (page: Page) => page.getByRole('region', { name: 'Sermon results' })
const cardTitles = (page: Page) =>
  results(page).getByRole('listitem').getByRole('heading', { level: 3 })
const pager = (page: Page) => page.getByRole('navigation', { name: 'Sermon pages' })
const titles = (sermons: Sermon[]) => sermons.map((sermon) => displaySermonTitle(sermon.title))

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('pages through the whole archive with page links rendered on the server', async ({
      page,
      request,
    }) => {
      const all = await archive(request)
      expect(all.length).toBeGreaterThan(3 * PAGE_SIZE)
      const pageOf = (n: number) => titles(all.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE))

      // Crawlable: the HTML itself has the count and links to the other pages.
      const html = await (await request.get('/sermons')).text()
      expect(html).toContain(`${all.length.toLocaleString('en-US')} sermons`)
      expect(html).toContain('href="/sermons/page/2"')
      expect(html).toContain('href="/sermons/page/4"')

      await page.goto('/sermons')
      await expect(page.getByText(`${all.length} sermons`, { exact: true })).toBeVisible()
      await expect(cardTitles(page)).toHaveText(pageOf(1))
      await pager(page).getByRole('link', { name: 'Page 2' }).click()
      await expect(page).toHaveURL(/\/sermons\/page\/2$/)
      await expect(cardTitles(page)).toHaveText(pageOf(2))
      await pager(page).getByRole('link', { name: 'Next' }).click()
      await expect(page).toHaveURL(/\/sermons\/page\/3$/)
      await expect(cardTitles(page)).toHaveText(pageOf(3))
      await page.goBack()
      await expect(page).toHaveURL(/\/sermons\/page\/2$/)
      await expect(cardTitles(page)).toHaveText(pageOf(2))
      await page.goBack()
      await expect(page).toHaveURL(/\/sermons$/)
      await expect(cardTitles(page)).toHaveText(pageOf(1))

      // A page's own address, loaded afresh (here by its older form, /sermons?page=N, which
      // redirects to it): the last page, with no Next link.
      await page.goto('/sermons?page=4')
      await expect(page).toHaveURL(/\/sermons\/page\/4$/)
      await expect(cardTitles(page)).toHaveText(pageOf(4))
      await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveCount(0)
      await expect(pager(page).getByText('Page 4')).toHaveAttribute('aria-current', 'page')
      expect((await request.get('/sermons/page/99')).status()).toBe(404)
    })

    test('a filtered view lives in the URL: shared, reloaded, and Back goes back', async ({
      page,
      browser,
    }) => {
      await page.goto('/sermons')
      await page.getByLabel('Speaker').selectOption(speaker)
      await expect(page).toHaveURL(
        new RegExp(`/sermons/search\\?speaker=Archive\\+Speaker\\+${run}$`),
      )
      await expect(page.getByText(`${EXTRA} sermons match`)).toBeVisible()
      await page.getByLabel('Start date').fill(dateOf(100))
      await expect(page.getByText('10 sermons match')).toBeVisible()
      await expect(cardTitles(page)).toHaveText(
        [109, 108, 107, 106, 105, 104, 103, 102, 101, 100].map(titleOf),
      )
      const shared = page.url()
      expect(shared).toContain(`startDate=${dateOf(100)}`)

      // Back undoes the last filter, Forward redoes it.
      await page.goBack()
      await expect(page.getByLabel('Start date')).toHaveValue('')
      await expect(page.getByLabel('Speaker')).toHaveValue(speaker)
      await expect(page.getByText(`${EXTRA} sermons match`)).toBeVisible()
      await page.goForward()
      await expect(page.getByLabel('Start date')).toHaveValue(dateOf(100))
      await expect(page.getByText('10 sermons match')).toBeVisible()

      await page.reload()
      await expect(page.getByLabel('Speaker')).toHaveValue(speaker)
      await expect(page.getByLabel('Start date')).toHaveValue(dateOf(100))
      await expect(page.getByText('10 sermons match')).toBeVisible()

      // Someone else opening the shared link sees the same view, rendered by the server.
      const other = await browser.newPage()
      await other.goto(shared)
      await expect(other.getByText('10 sermons match')).toBeVisible()
      await expect(cardTitles(other)).toHaveCount(10)
      await other.close()
    })

    test('scripture search from the search box', async ({ page, request }) => {
      const all = await archive(request)
      // Independent reading: the seeded sermons that cite Psalm 23 anywhere.
      const psalm23 = all.filter((sermon) =>
        `${sermon.scripture}\n${sermon.description}`.match(/Psalm 23\b/),
      )
      expect(psalm23.length).toBeGreaterThan(0)
      await page.goto('/sermons')
      const box = page.getByRole('searchbox', { name: 'Search sermons' })
      await box.fill('Ps 23')
      await expect(cardTitles(page)).toHaveText(titles(psalm23))
      await box.fill('1 Cor 13:5')
      await expect(cardTitles(page)).toHaveText([titleOf(7)])
      await expect(page.getByText('1 sermon matches')).toBeVisible()
      await expect(page).toHaveURL(/search=1\+Cor\+13%3A5/)
    })

    test('series and speaker pages, from cards and sermon pages', async ({ page, request }) => {
      const all = await archive(request)
      const mark = all.filter((sermon) => sermon.series === 'The Gospel of Mark')
      await page.goto('/sermons')
      await results(page).getByRole('link', { name: 'The Gospel of Mark' }).first().click()
      await expect(page).toHaveURL(/\/sermons\/series\/the-gospel-of-mark$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Gospel of Mark')
      await expect(page.getByText(`${mark.length} sermons`, { exact: true })).toBeVisible()
      await expect(
        page.getByRole('list', { name: 'Sermons: The Gospel of Mark' }).getByRole('heading'),
      ).toHaveText(titles(mark))

      // A sermon page links its speaker.
      await page.goto(`/sermons/${mark[0].id}`)
      await page.getByRole('link', { name: mark[0].speaker, exact: true }).click()
      await expect(page).toHaveURL(/\/sermons\/speakers\/[a-z0-9-]+$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(mark[0].speaker)
      const bySpeaker = all.filter((sermon) => sermon.speaker === mark[0].speaker)
      await expect(
        page.getByRole('list', { name: `Sermons: ${mark[0].speaker}` }).getByRole('heading'),
      ).toHaveText(titles(bySpeaker))
    })

    test('a series page shows what staff wrote, its artwork, and pages', async ({
      page,
      browser,
    }) => {
      const description = `Ten weeks with the early church (${run}).`
      await asAdmin(browser, async (admin) => {
        await queryE2eDb('DELETE FROM sermon_series WHERE name = $1', [series])
        const response = await admin.request.post('/cms-api/sermon-series', {
          data: { name: series, description, artworkUrl: '/icon.svg' },
          headers: { origin: siteOrigin() },
        })
        expect(response.status(), await response.text()).toBe(201)
      })
      await page.goto(`/sermons/series/${seriesSlug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(series)
      await expect(page.getByText(description)).toBeVisible()
      await expect(page.getByRole('img', { name: `${series} series artwork` })).toBeVisible()
      await expect(page.getByText(`${EXTRA} sermons`, { exact: true })).toBeVisible()
      const cards = page.getByRole('list', { name: `Sermons: ${series}` }).getByRole('heading')
      await expect(cards.first()).toHaveText(titleOf(EXTRA - 1))
      await page
        .getByRole('navigation', { name: `Pages of ${series}` })
        .getByRole('link', { name: 'Page 2' })
        .click()
      await expect(page).toHaveURL(new RegExp(`/sermons/series/${seriesSlug}/page/2$`))
      await expect(cards.first()).toHaveText(titleOf(EXTRA - 1 - PAGE_SIZE))
    })

    test('staff find a sermon beyond the first 100 and edit it', async ({ page }) => {
      await logInAs(page, 'admin')
      await page.goto('/admin?tab=sermons')
      const oldest = titleOf(0)
      const editOldest = page.getByRole('button', { name: `Edit ${oldest}`, exact: true })
      await expect(page.getByText(/^Showing the first 100 of \d+ sermons\.$/)).toBeVisible()
      await expect(editOldest).toHaveCount(0)

      // Paging reaches it...
      await page.getByRole('button', { name: 'Next page' }).click()
      await expect(page.getByText(/^Showing 101–\d+ of \d+ sermons\.$/)).toBeVisible()
      await expect(editOldest).toBeVisible()

      // ...and so does search, from any page.
      await page.getByRole('searchbox', { name: 'Search sermons' }).fill(`${run} 0`)
      // Every archive sermon matches the run's word, but the one whose title holds the whole text
      // comes first. Wait for the debounced search to answer: page 2's row stays until it does.
      await expect(page.getByText(/^Showing the first 100 of \d+ sermons\.$/)).toBeVisible()
      await expect(editOldest).toBeVisible()
      // Its Edit button is on screen, not cut off.
      await expect
        .poll(async () => {
          const box = await editOldest.boundingBox()
          return box ? box.x + box.width : Number.POSITIVE_INFINITY
        })
        .toBeLessThanOrEqual(width)
      await editOldest.click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel('Title').fill(`${oldest} edited`)
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click()
      await expectToast(page, 'Success', 'Sermon updated successfully')
      await page.getByRole('searchbox', { name: 'Search sermons' }).fill(`${oldest} edited`)
      await expect(page.getByText('1 sermon.', { exact: true })).toBeVisible()
      await expect(
        page.getByRole('button', { name: `Edit ${oldest} edited`, exact: true }),
      ).toBeVisible()
      // Back as it was, for the same test at the other width.
      const [row] = await queryE2eDb<{ id: number }>('SELECT id FROM sermons WHERE title = $1', [
        `${oldest} edited`,
      ])
      await callAsPage(page, 'PUT', `/api/admin/sermons/${row.id}`, {
        title: oldest,
        speaker,
        date: dateOf(0),
        series,
        scripture: 'Acts 2:1-4',
      })
    })
  })
}
