import { expect, type Page } from '@playwright/test'

import { seededAccounts } from './helpers/session'
import { test } from './helpers/test'

/**
 * Every way in and out of a session shows on the cached public pages: they learn it from the login
 * hint, which now follows Payload's session cookie on every response that sets or removes it
 * (src/server/auth/session-hint-mirror.ts), not only on our own /login.
 */
const footer = (page: Page) => page.getByRole('contentinfo')

const logInAtCms = async (page: Page) => {
  await page.goto('/cms/login')
  await page.locator('input[name="email"]').fill(seededAccounts.admin.email)
  await page.locator('input[name="password"]').fill(seededAccounts.admin.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).not.toHaveURL(/\/cms\/login/)
}

const expectSignedIn = async (page: Page) => {
  await page.goto('/')
  await expect(footer(page).getByRole('link', { name: 'Admin Dashboard' })).toBeVisible()
  await expect(footer(page).getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toBeVisible()
}

const expectSignedOut = async (page: Page) => {
  await page.goto('/')
  await expect(footer(page).getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(footer(page).getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0)
}

test('a login and a logout through Payload’s admin at /cms show on the public pages', async ({
  page,
}) => {
  await expectSignedOut(page)
  await logInAtCms(page)
  await expectSignedIn(page)

  await page.goto('/cms/logout')
  await expect(page).toHaveURL(/\/cms\/login/)
  await expectSignedOut(page)
})

test('a login and a logout through Payload’s REST API show on the public pages', async ({
  page,
}) => {
  const login = await page.request.post('/cms-api/users/login', {
    data: seededAccounts.admin,
    headers: { origin: `http://localhost:${process.env.E2E_PORT ?? 3100}` },
  })
  expect(login.status()).toBe(200)
  await expectSignedIn(page)

  const logout = await page.request.post('/cms-api/users/logout', {
    headers: { origin: `http://localhost:${process.env.E2E_PORT ?? 3100}` },
  })
  expect(logout.status()).toBe(200)
  await expectSignedOut(page)
})
