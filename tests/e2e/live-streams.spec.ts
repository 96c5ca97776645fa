import { expect, type APIRequestContext, type Page } from '@playwright/test'

import type { LiveStream } from '../../payload-types'
import { formatLongDate } from '../../src/lib/format-date'
import { seedLiveStreams } from '../../src/server/seed/data/live-streams'
import { expectNoAxeViolations } from './helpers/axe'
import { test } from './helpers/test'

const allStreams = async (request: APIRequestContext): Promise<LiveStream[]> => {
  const response = await request.get('/api/live-streams')
  expect(response.ok()).toBe(true)
  return response.json()
}

const services = (page: Page) => page.getByRole('region', { name: 'Services' })
const cards = (page: Page) => services(page).getByRole('listitem')
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 })
const countText = (page: Page) => services(page).locator('[aria-live="polite"]')
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' })
const clearSearch = (page: Page) => page.getByRole('button', { name: 'Clear Search' })

const seconds = (duration: string | null | undefined) =>
  (duration ?? '0').split(':').reduce((total, part) => total * 60 + Number(part), 0)

test.describe('live streams list', () => {
  let streams: LiveStream[]

  test.beforeEach(async ({ page, request }) => {
    streams = await allStreams(request)
    await page.goto('/live-streams')
  })

  test('should show the heading, the count and every service', async ({ page }) => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Live Streams & Services' }),
    ).toBeVisible()
    await expect(page).toHaveTitle(/^Live Streams & Services \|/)
    expect(streams).toHaveLength(seedLiveStreams.length)
    await expect(countText(page)).toHaveText('8 services found')
    await expect(cards(page)).toHaveCount(8)
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search services...')
    await expect(clearSearch(page)).toHaveCount(0)
  })

  test('should search titles and descriptions, counting what it finds', async ({ page }) => {
    await searchBox(page).fill('Pentecost')
    await expect(countText(page)).toHaveText('7 services found for "Pentecost"')
    await expect(cards(page)).toHaveCount(7)

    // 'lifeboat' is only in one recorded service's description.
    await searchBox(page).fill('lifeboat')
    await expect(countText(page)).toHaveText('1 service found for "lifeboat"')
    await expect(cardTitles(page)).toHaveText([
      'Sunday Worship – The Nineteenth Sunday after Pentecost',
    ])

    await searchBox(page).fill('advent')
    await expect(countText(page)).toHaveText('0 services found for "advent"')
    await expect(services(page).getByText('No services found matching your search.')).toBeVisible()

    await clearSearch(page).click()
    await expect(searchBox(page)).toHaveValue('')
    await expect(countText(page)).toHaveText('8 services found')
    await expect(clearSearch(page)).toHaveCount(0)
  })

  test('should filter Live Now and Recorded', async ({ page }) => {
    const type = page.getByLabel('Show')
    await expect(type.locator('option')).toHaveText(['All Services', 'Live Now', 'Recorded'])

    await type.selectOption({ label: 'Live Now' })
    await expect(countText(page)).toHaveText('1 service found')
    await expect(cardTitles(page)).toHaveText(['Live: Sunday Worship – Holy Eucharist'])
    await expect(cards(page).getByText('LIVE', { exact: true })).toBeVisible()

    await type.selectOption({ label: 'Recorded' })
    await expect(countText(page)).toHaveText('7 services found')
    await expect(cards(page)).toHaveCount(7)
    await expect(cards(page).getByText('LIVE', { exact: true })).toHaveCount(0)

    await type.selectOption({ label: 'All Services' })
    await expect(countText(page)).toHaveText('8 services found')
  })

  test('should sort by date, title and duration', async ({ page }) => {
    const sort = page.getByLabel('Sort by')
    await expect(sort.locator('option')).toHaveText([
      'Date (Newest First)',
      'Title (A-Z)',
      'Duration',
    ])
    const titles = (list: LiveStream[]) => list.map((stream) => stream.title)

    const byDate = [...streams].sort((a, b) => b.date.localeCompare(a.date))
    await expect(cardTitles(page)).toHaveText(titles(byDate))
    expect(byDate[0].isLive).toBe(true)

    await sort.selectOption({ label: 'Title (A-Z)' })
    const byTitle = [...streams].sort((a, b) => a.title.localeCompare(b.title))
    await expect(cardTitles(page)).toHaveText(titles(byTitle))
    await expect(cardTitles(page).nth(1)).toHaveText(
      'Sunday Worship – The Eighteenth Sunday after Pentecost',
    )

    await sort.selectOption({ label: 'Duration' })
    const byDuration = [...streams].sort((a, b) => seconds(b.duration) - seconds(a.duration))
    await expect(cardTitles(page)).toHaveText(titles(byDuration))
    // The longest seeded service is 1:18:31.
    await expect(cardTitles(page).first()).toHaveText(
      'Sunday Worship – The Eighteenth Sunday after Pentecost',
    )

    await sort.selectOption({ label: 'Date (Newest First)' })
    await expect(cardTitles(page).first()).toHaveText(byDate[0].title)
  })

  test('should invite visitors to live worship', async ({ page }) => {
    const cta = page.getByRole('region', { name: 'Join Us for Live Worship' })
    await expect(cta.getByRole('heading', { level: 2 })).toHaveText('Join Us for Live Worship')
    await expect(cta.getByRole('link', { name: 'Plan a Visit' })).toHaveAttribute(
      'href',
      '/plan-a-visit',
    )
    const live = streams.find((stream) => stream.isLive)!
    await expect(cta.getByRole('link', { name: 'Watch Live Now' })).toHaveAttribute(
      'href',
      `/live-streams/${live.id}`,
    )
  })

  test('should have no axe violations', async ({ page }) => {
    await expect(cards(page).first()).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('live stream detail', () => {
  test('should show the live service with its LIVE badge, video and description', async ({
    page,
    request,
  }) => {
    const live = (await allStreams(request)).find((stream) => stream.isLive)!
    const response = await page.goto(`/live-streams/${live.id}`)
    expect(response?.status()).toBe(200)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(live.title)
    await expect(page).toHaveTitle(new RegExp(`^${live.title} \\|`))
    await expect(page.locator('article header').getByText('LIVE', { exact: true })).toBeVisible()
    // The seed starts the live service as it runs: on air, so no length yet, only its date.
    expect(live.duration ?? null).toBeNull()
    await expect(page.locator('article header')).toContainText(formatLongDate(live.date))

    // A facade: YouTube's player loads only when asked for.
    const iframe = page.locator(`iframe[title="${live.title}"]`)
    await expect(iframe).toHaveCount(0)
    await page.getByRole('button', { name: `Play video: ${live.title}` }).click()
    await expect(iframe).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/ZhNX2xGqc-f\?autoplay=1&/,
    )

    const about = page.getByRole('region', { name: 'About This Service' })
    await expect(about.locator('p')).toHaveCount(2)
    const bulletins = about.getByRole('link', {
      name: /https:\/\/www\.stbrendansbythesea\.org\/bulletins/,
    })
    await expect(bulletins).toHaveAttribute('href', 'https://www.stbrendansbythesea.org/bulletins')
    await expect(bulletins).toHaveAttribute('target', '_blank')

    await page.getByRole('link', { name: 'Back to Services' }).click()
    await expect(page).toHaveURL(/\/live-streams$/)
  })

  test('should show a recorded service without the LIVE badge', async ({ page, request }) => {
    const recorded = (await allStreams(request)).find((stream) => !stream.isLive)!
    await page.goto(`/live-streams/${recorded.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(recorded.title)
    await expect(page.getByText('LIVE', { exact: true })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'About This Service' })).toBeVisible()
  })

  for (const id of ['99999999', 'abc']) {
    test(`should answer /live-streams/${id} with Service Not Found, the id and 404`, async ({
      page,
    }) => {
      const response = await page.goto(`/live-streams/${id}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible()
      await expect(page.getByText(`We couldn't find a service with ID ${id}.`)).toBeVisible()
      await page.getByRole('link', { name: 'Back to Services' }).click()
      await expect(page).toHaveURL(/\/live-streams$/)
    })
  }

  test('should have no axe violations', async ({ page, request }) => {
    const live = (await allStreams(request)).find((stream) => stream.isLive)!
    await page.goto(`/live-streams/${live.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
