import { expect, type Page } from '@playwright/test'

import { seedFeaturedVideo, seedSiteConfig } from '../../src/server/seed/data/site'
import { callAsPage } from './helpers/admin-api'
import { logInAs } from './helpers/session'
import { test } from './helpers/test'

const idsOf = async (request: import('@playwright/test').APIRequestContext, path: string) =>
  ((await (await request.get(path)).json()) as { id: number }[]).map(({ id }) => id)

/** The card links of one home section, by the section's heading. */
const cardHrefs = (page: Page, section: string) =>
  page
    .getByRole('region', { name: section })
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))

test.describe('home page', () => {
  test('the hero shows the church name, the tagline and Plan Your Visit', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: seedSiteConfig.churchName }),
    ).toBeVisible()
    await expect(page.getByText(seedSiteConfig.tagline)).toBeVisible()
    // The seed's contactPageUrl is a path: a plain link, in the same tab, in the hero and promo.
    const planLinks = page.getByRole('link', { name: 'Plan Your Visit' })
    await expect(planLinks).toHaveCount(2)
    for (const link of await planLinks.all()) {
      await expect(link).toHaveAttribute('href', seedSiteConfig.contactPageUrl)
      await expect(link).not.toHaveAttribute('target')
    }
  })

  test('the hero lays the featured video over the stock image once the page has loaded', async ({
    page,
  }) => {
    await page.goto('/')
    const image = page.locator('img[src*="hero-fallback"]')
    await expect(image).toHaveCount(1)
    const video = page.locator('iframe[title="Background video"]')
    await expect(video).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/2ayVcLCrR9Q\?/)
    expect(seedFeaturedVideo.youtubeUrl).toContain('2ayVcLCrR9Q')
    await expect(video).toHaveAttribute('src', /mute=1/)
    await expect(video).toHaveAttribute('src', /loop=1/)
    await expect(video).toHaveAttribute('aria-hidden', 'true')
    await expect(video).toHaveAttribute('tabindex', '-1')
    // Visitors can stop the motion (WCAG 2.2.2) and start it again.
    await page.getByRole('button', { name: 'Pause background video' }).click()
    await expect(video).toHaveCount(0)
    await expect(image).toHaveCount(1)
    await page.getByRole('button', { name: 'Play background video' }).click()
    await expect(video).toHaveCount(1)
  })

  test('phones get the stock image only, never the video', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await page.waitForLoadState('load')
    await expect(page.locator('img[src*="hero-fallback"]')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Pause background video' })).toHaveCount(0)
    await expect(page.locator('iframe[title="Background video"]')).toHaveCount(0)
  })

  test('the promo line, its buttons and the three feature cards', async ({ page }) => {
    await page.goto('/')
    // The spec's line; its zone is the church's for today (EST in winter, EDT in summer).
    const zone = new Intl.DateTimeFormat('en-US', {
      timeZone: process.env.TIME_ZONE ?? 'America/New_York',
      timeZoneName: 'short',
    })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value
    await expect(
      page.getByText(`Sunday worship services are live at 10:30 AM ${zone}`),
    ).toBeVisible()
    const serviceTimes = page.getByRole('link', { name: 'View Service Times' })
    await serviceTimes.click()
    await expect(page).toHaveURL(/#service-times$/)
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: 'Service Times' }),
    ).toBeInViewport()
    for (const title of ['Sunday Worship', 'Community Events', 'Serve Together']) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible()
    }
  })

  test('three upcoming events, recent sermons and services, in the API’s order', async ({
    page,
    request,
  }) => {
    const [events, sermons, services] = await Promise.all([
      idsOf(request, '/api/events?upcoming=true&limit=3'),
      idsOf(request, '/api/sermons?limit=3'),
      idsOf(request, '/api/live-streams?limit=3'),
    ])
    expect([events.length, sermons.length, services.length]).toEqual([3, 3, 3])
    await page.goto('/')
    expect(await cardHrefs(page, 'Upcoming Events')).toEqual(events.map((id) => `/events/${id}`))
    expect(await cardHrefs(page, 'Recent Sermons')).toEqual(sermons.map((id) => `/sermons/${id}`))
    expect(await cardHrefs(page, 'Recent Services')).toEqual(
      services.map((id) => `/live-streams/${id}`),
    )
    for (const [name, href] of [
      ['View All Events', '/events'],
      ['View All Sermons', '/sermons'],
      ['View All Services', '/live-streams'],
    ]) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href)
    }
  })

  test('a sermon added in the dashboard is among the recent sermons at the next view, and gone once deleted', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Recent Sermons' })).toBeVisible()
    await logInAs(page, 'admin')
    const title = `Home freshness ${Date.now()}`
    // Dated after every other sermon, so it is the newest.
    const created = (await callAsPage(page, 'POST', '/api/admin/sermons', {
      title,
      speaker: 'The Rev. Test',
      date: '2099-12-31',
    })) as { id: number }
    try {
      await page.goto('/')
      const recent = page.getByRole('region', { name: 'Recent Sermons' })
      await expect(
        recent.getByRole('heading', { level: 3 }).getByRole('link', { name: title }),
      ).toBeVisible()
    } finally {
      await callAsPage(page, 'DELETE', `/api/admin/sermons/${created.id}`)
    }
    await page.goto('/')
    await expect(
      page.getByRole('region', { name: 'Recent Sermons' }).getByRole('link', { name: title }),
    ).toHaveCount(0)
  })

  test('the newsletter signup closes the page', async ({ page }) => {
    await page.goto('/')
    const band = page.getByRole('region', { name: 'Stay Connected' })
    await expect(band.getByLabel('Email address')).toHaveAttribute('id', 'home-newsletter')
    await expect(band.getByRole('button', { name: 'Subscribe' })).toBeVisible()
  })
})
