import { expect } from '@playwright/test'

import { displaySermonTitle } from '../../src/lib/content/sermon-title'
import { seedEvents } from '../../src/server/seed/data/events'
import { seedSiteConfig } from '../../src/server/seed/data/site'
import { test } from './helpers/test'

test('the home page renders the seeded church, events, sermons and services', async ({
  page,
  request,
}) => {
  const sermons = await (await request.get('/api/sermons?limit=3')).json()
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: seedSiteConfig.churchName }),
  ).toBeVisible()
  await expect(page).toHaveTitle(seedSiteConfig.churchName)
  for (const heading of ['Upcoming Events', 'Recent Sermons', 'Recent Services']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: displaySermonTitle(sermons[0].title) })).toBeVisible()
  const upcoming = seedEvents
    .filter((event) => event.daysFromNow >= 0)
    .sort((a, b) => a.daysFromNow - b.daysFromNow)
  await expect(page.getByRole('link', { name: upcoming[0].title })).toBeVisible()
})

test('/cms shows Payload’s login', async ({ page }) => {
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/cms\/login/)
  await expect(page.locator('input[name="email"]')).toBeVisible()
  await expect(page.locator('input[name="password"]')).toBeVisible()
})

test('a superuser can log in to /cms; a member gets Payload’s unauthorized page', async ({
  page,
}) => {
  const logIn = async (email: string, password: string) => {
    await page.goto('/cms/login')
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill(password)
    await page.getByRole('button', { name: /log ?in/i }).click()
  }
  await logIn('admin@shoreline.test', process.env.SEED_ADMIN_PASSWORD ?? 'shoreline-admin')
  await expect(page.getByRole('link', { name: /sermons/i }).first()).toBeVisible()
  await page.context().clearCookies()
  await logIn('member@shoreline.test', process.env.SEED_MEMBER_PASSWORD ?? 'shoreline-member')
  await expect(page).toHaveURL(/\/cms\/unauthorized/)
})

/** The status of GET /api/auth/user as the page's own fetch sees it (cookies and all). */
const userStatus = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).status)

test('our login page logs a visitor in and the footer Logout logs them out in one click', async ({
  page,
}) => {
  await page.goto('/api/login?next=/sermons')
  await expect(page).toHaveURL(/\/login\?next=%2Fsermons/)
  await page.getByLabel('Email').fill('member@shoreline.test')
  await page.getByLabel('Password').fill(process.env.SEED_MEMBER_PASSWORD ?? 'shoreline-member')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/sermons$/)
  expect(await userStatus(page)).toBe(200)
  // GET /api/logout changes nothing: it offers a button that posts.
  await page.goto('/api/logout')
  await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible()
  await page.goto('/sermons')
  expect(await userStatus(page)).toBe(200)
  await page.getByRole('contentinfo').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await userStatus(page)).toBe(401)
})

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})
