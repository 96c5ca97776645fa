import { expect, type Page } from '@playwright/test'

import { seedSiteConfig } from '../../src/server/seed/data/site'
import { test } from './helpers/test'

const STAFF = ['Margaret Ellis', 'David Okafor', 'Sarah Whitfield', 'Thomas Reyes']

const tabNav = (page: Page) => page.getByRole('navigation', { name: 'About sections' })

const expectStaffTab = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Our Staff' })).toBeVisible()
  await expect(tabNav(page).getByRole('link', { name: 'Staff' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(4)
  for (const name of STAFF) {
    const email = page.getByRole('link', { name: `Email ${name}` })
    await expect(email).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/)
  }
}

test.describe('About', () => {
  test('/about shows the staff tab without redirecting', async ({ page }) => {
    await page.goto('/about')
    await expect(page).toHaveURL(/\/about$/)
    await expectStaffTab(page)
    await expect(page.getByRole('heading', { name: 'The Rev. Canon Margaret Ellis' })).toBeVisible()
  })

  test('/about/staff: four leadership cards with mailto links', async ({ page }) => {
    await page.goto('/about/staff')
    await expectStaffTab(page)
    await expect(page).toHaveTitle(`Our Staff | ${seedSiteConfig.churchName}`)
  })

  test('/about/music: the ministry, rehearsals and a mailto link', async ({ page }) => {
    await page.goto('/about/music')
    await expect(page.getByRole('heading', { level: 2, name: 'Music Ministry' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Choir and Instruments' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Rehearsal Times' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Email the Music Ministry' })).toHaveAttribute(
      'href',
      /^mailto:/,
    )
    await expect(tabNav(page).getByRole('link', { name: 'Music' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(tabNav(page).getByRole('link', { name: 'Staff' })).not.toHaveAttribute(
      'aria-current',
    )
    await expect(page).toHaveTitle(`Music Ministry | ${seedSiteConfig.churchName}`)
  })

  test('/about/kids-church: nursery, kids church, family events and safety', async ({ page }) => {
    await page.goto('/about/kids-church')
    await expect(page.getByRole('heading', { level: 3, name: 'Nursery' })).toBeVisible()
    await expect(page.getByText('ages 0-2')).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Kids Church' })).toBeVisible()
    await expect(page.getByText('ages 3-11')).toBeVisible()
    await expect(page.getByText(/Sunday 10:00 AM/)).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Family Events' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Safety and Check-in' })).toBeVisible()
    await expect(page.getByText(/background-checked/)).toBeVisible()
  })

  test('/about/what-we-believe: the creed, eight beliefs and the wider church', async ({
    page,
  }) => {
    await page.goto('/about/what-we-believe')
    await expect(page.getByRole('heading', { name: 'The Nicene Creed' })).toBeVisible()
    await expect(page.getByText('We believe in one God,')).toBeVisible()
    const beliefs = page.getByRole('region', { name: 'Our Core Beliefs' }).getByRole('listitem')
    await expect(beliefs).toHaveCount(8)
    await expect(page.getByRole('link', { name: /Episcopal Diocese of Maine/ })).toHaveAttribute(
      'href',
      'https://www.episcopalmaine.org',
    )
    await expect(page.getByRole('link', { name: /^The Episcopal Church/ })).toHaveAttribute(
      'href',
      'https://www.episcopalchurch.org',
    )
    await expect(page).toHaveTitle(`What We Believe | ${seedSiteConfig.churchName}`)
  })

  test('the tabs are links between the four pages', async ({ page }) => {
    await page.goto('/about')
    await tabNav(page).getByRole('link', { name: 'Kids Church' }).click()
    await expect(page).toHaveURL(/\/about\/kids-church$/)
    await expect(tabNav(page).getByRole('link', { name: 'Kids Church' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await tabNav(page).getByRole('link', { name: 'What We Believe' }).click()
    await expect(page).toHaveURL(/\/about\/what-we-believe$/)
    await expect(page.getByRole('heading', { name: 'The Nicene Creed' })).toBeVisible()
  })

  test('any other tab is not found', async ({ page }) => {
    const response = await page.goto('/about/nope')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  })
})

test.describe('Give', () => {
  test('shows the tax-deductible notice and other ways to give', async ({ page }) => {
    await page.goto('/give')
    await expect(page.getByRole('heading', { level: 1, name: 'Give' })).toBeVisible()
    await expect(page.getByText(/nonprofit 501\(c\)\(3\) organization/)).toBeVisible()
    await expect(page.getByText(/tax-deductible/)).toBeVisible()
    const otherWays = page.getByRole('region', { name: 'Other Ways to Give' })
    await expect(otherWays.getByText(seedSiteConfig.address)).toBeVisible()
    await expect(otherWays.getByRole('link', { name: seedSiteConfig.phone })).toBeVisible()
    await expect(otherWays.getByRole('link', { name: seedSiteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${seedSiteConfig.email}`,
    )
    await expect(page).toHaveTitle(`Give | ${seedSiteConfig.churchName}`)
  })

  test('loads the giving script only on Give Online, and falls back when it cannot', async ({
    page,
  }) => {
    const widgetRequests: string[] = []
    // No internet here; abort explicitly so the test does not depend on how the network fails.
    await page.route('**/tithe.ly/**', (route) => {
      widgetRequests.push(route.request().url())
      return route.abort('internetdisconnected')
    })
    await page.goto('/give')
    await page.waitForLoadState('load')
    await expect(page.getByText('Online giving is temporarily unavailable')).toHaveCount(0)
    expect(widgetRequests).toEqual([])

    await page.getByRole('button', { name: 'Give Online' }).click()
    const fallback = page.getByRole('alert').filter({ hasText: 'temporarily unavailable' })
    // The failed request shows it at once; the 5 s timer is the backstop on a busy machine.
    await expect(fallback).toContainText('Online giving is temporarily unavailable', {
      timeout: 10_000,
    })
    expect(widgetRequests.length).toBeGreaterThan(0)
    await fallback.getByRole('link', { name: 'other ways to give' }).click()
    await expect(page).toHaveURL(/#other-ways-to-give$/)
  })

  test('falls back when the script never answers', async ({ page }) => {
    // A provider that hangs: the 5 s timeout shows the fallback.
    await page.route('**/tithe.ly/**', () => {})
    await page.goto('/give')
    await page.getByRole('button', { name: 'Give Online' }).click()
    await expect(page.getByText('Loading the secure giving form...')).toBeVisible()
    await expect(page.getByText('Online giving is temporarily unavailable')).toBeVisible({
      timeout: 10_000,
    })
  })
})
