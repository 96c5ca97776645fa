import { expect, type Page } from '@playwright/test'

import { seedSiteConfig } from '../../src/server/seed/data/site'
import { expectHydrated } from './helpers/hydration'
import { test } from './helpers/test'

const NAV = [
  ['About Us', '/about/staff'],
  ['Events', '/events'],
  ['Sermons', '/sermons'],
  ['Groups', '/groups'],
  ['Contact', '/contact'],
  ['Give', '/give'],
  ['Plan a Visit', '/plan-a-visit'],
  ['Prayer', '/prayer'],
] as const

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const footer = (page: Page) => page.getByRole('contentinfo')

const logIn = async (page: Page, email: string, password: string) => {
  await page.goto('/api/login?next=/')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  // Staff go on to the dashboard (docs/sign-in.md), members back home; both then look at home.
  await expect(page).toHaveURL(/\/(admin)?$/)
  await page.goto('/')
  // The account links render once the user is known: Logout (a POST form's button, as logging
  // out changes state) means the session is in place.
  await expect(footer(page).getByRole('button', { name: 'Logout' })).toBeVisible()
}

test.describe('navigation', () => {
  test('links to every public section', async ({ page }) => {
    await page.goto('/')
    for (const [name, href] of NAV) {
      await expect(mainNav(page).getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        href,
      )
    }
  })

  test('About Us is the current section on any /about path', async ({ page }) => {
    for (const path of ['/about', '/about/music']) {
      await page.goto(path)
      await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(mainNav(page).getByRole('link', { name: 'Give' })).not.toHaveAttribute(
        'aria-current',
      )
    }
  })

  test('a visitor sees no Admin link, and Login in the footer', async ({ page }) => {
    await page.goto('/')
    await expect(footer(page).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/api/login',
    )
    await expect(mainNav(page).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0)
    await expect(footer(page).getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0)
  })

  test('a logged-in member sees Logout but no Admin link', async ({ page }) => {
    await logIn(
      page,
      'member@shoreline.test',
      process.env.SEED_MEMBER_PASSWORD ?? 'shoreline-member',
    )
    await expect(footer(page).getByRole('link', { name: 'Login' })).toHaveCount(0)
    await expect(mainNav(page).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0)
    await expect(footer(page).getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0)
  })

  test('an admin sees the Admin link and the Admin Dashboard link', async ({ page }) => {
    await logIn(page, 'admin@shoreline.test', process.env.SEED_ADMIN_PASSWORD ?? 'shoreline-admin')
    await expect(mainNav(page).getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
      'href',
      '/admin',
    )
    await expect(footer(page).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    )
  })
})

test.describe('footer', () => {
  test('quick links, service times and the configured contact details', async ({ page }) => {
    await page.goto('/give')
    const site = footer(page)
    await expect(site.getByRole('heading', { name: 'Quick Links' })).toBeVisible()
    await expect(site.getByRole('heading', { name: 'Service Times' })).toBeVisible()
    await expect(site.getByText('10:30 a.m.')).toBeVisible()
    await expect(site.getByText(/Women's Bible Study/)).toBeVisible()
    await expect(site.getByText(seedSiteConfig.address)).toBeVisible()
    await expect(site.getByRole('link', { name: seedSiteConfig.phone })).toBeVisible()
    await expect(site.getByRole('link', { name: seedSiteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${seedSiteConfig.email}`,
    )
  })

  test('social icons only for the configured networks', async ({ page }) => {
    await page.goto('/')
    const social = footer(page).getByRole('list', { name: 'Social media' }).getByRole('link')
    await expect(social).toHaveCount(3)
    expect(
      await social.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual([
      seedSiteConfig.socialFacebook,
      seedSiteConfig.socialInstagram,
      seedSiteConfig.socialYoutube,
    ])
    await expect(footer(page).getByRole('link', { name: /Twitter|^X\b/ })).toHaveCount(0)
  })
})

test.describe('page shell', () => {
  test('the theme colours come from the site config', async ({ page }) => {
    await page.goto('/')
    const primary = await page.evaluate(() =>
      getComputedStyle(document.body).getPropertyValue('--theme-primary').trim(),
    )
    expect(primary).toBe(seedSiteConfig.primaryColor)
  })

  // Tailwind's colours must resolve var(--theme-primary) where they are used (globals.css uses
  // `@theme inline`); otherwise every bg-primary shows the default #2563eb whatever the config says.
  test('theme utilities paint with the site config colours', async ({ page }) => {
    await page.goto('/give')
    const background = await page
      .getByRole('button', { name: 'Give Online' })
      .evaluate((button) => getComputedStyle(button).backgroundColor)
    expect(background).toBe('rgb(29, 78, 216)') // seed primaryColor #1d4ed8
  })

  test('a favicon and titles with the church name', async ({ page }) => {
    await page.goto('/give')
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /icon/)
    await expect(page).toHaveTitle(`Give | ${seedSiteConfig.churchName}`)
    await page.goto('/about/kids-church')
    await expect(page).toHaveTitle(`Kids Church | ${seedSiteConfig.churchName}`)
  })

  test('an unknown path is a 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })
})

test.describe('small screens and keyboards', () => {
  test('at 320 px the Menu button opens and closes the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/')
    const menu = page.getByRole('button', { name: 'Menu' })
    const events = mainNav(page).getByRole('link', { name: 'Events' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(events).toBeHidden()
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(events).toBeVisible()
    await menu.click()
    await expect(events).toBeHidden()
  })

  test('at 320 px nothing overflows sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const path of [
      '/',
      '/about/staff',
      '/about/music',
      '/about/kids-church',
      '/about/what-we-believe',
      '/give',
      '/no-such-page',
    ]) {
      await page.goto(path)
      await page.getByRole('button', { name: 'Menu' }).click()
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, path).toBeLessThanOrEqual(320)
    }
  })

  test('the first Tab reaches the skip link, which moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/about/staff')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toHaveAttribute('href', '#main')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
    // The next Tab lands inside <main>, past the header's links.
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement)),
    ).toBe(true)
  })
})

test.describe('footer quick links on a phone', () => {
  // Lighthouse's phone: the header's menu is folded away, so only the footer shows these links.
  test.use({ viewport: { width: 412, height: 823 } })

  test('prefetch a page when the visitor points at or focuses its link, not when the footer shows', async ({
    page,
  }) => {
    const prefetched = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.searchParams.has('_rsc')) prefetched.add(url.pathname)
    })
    await page.goto('/login')
    const give = footer(page).getByRole('link', { name: 'Give', exact: true })
    await expectHydrated(give)
    // The logo's link home is prefetched as the page settles, so the prefetch queue runs.
    await expect.poll(() => prefetched.has('/')).toBe(true)
    await give.scrollIntoViewIfNeeded()
    await expect(give).toBeInViewport()
    await page.waitForLoadState('networkidle')
    const quickLinks = NAV.map(([, href]) => href as string)
    expect([...prefetched].filter((path) => quickLinks.includes(path))).toEqual([])

    await give.hover()
    await expect.poll(() => prefetched.has('/give')).toBe(true)
    await footer(page).getByRole('link', { name: 'Events', exact: true }).focus()
    await expect.poll(() => prefetched.has('/events')).toBe(true)
    // Still a client-side navigation: the page's window (and this mark on it) survives.
    await page.evaluate(() => Object.assign(window, { beforeTheClick: true }))
    await give.click()
    await expect(page).toHaveURL(/\/give$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => 'beforeTheClick' in window)).toBe(true)
  })
})
