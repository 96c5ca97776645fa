import { expect } from '@playwright/test'

import { callAsPage } from './helpers/admin-api'
import { logInAs } from './helpers/session'
import { recordBriefMessages } from './helpers/toasts'
import { test } from './helpers/test'

test.describe('the /admin guard', () => {
  test("anonymous: 'Unauthorized', then the login page, which returns to /admin", async ({
    page,
  }) => {
    const adminCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin')) adminCalls.push(request.url())
    })
    // The toast shows for 500 ms before the redirect: recorded as it happens, not looked for.
    const brief = await recordBriefMessages(page)
    await page.goto('/admin', { waitUntil: 'commit' })
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/)
    await brief.expectToast('Unauthorized')
    expect(adminCalls).toEqual([])
  })

  test("a member: 'Access Denied', then the home page; no dashboard data is asked for", async ({
    page,
  }) => {
    await logInAs(page, 'member')
    const adminCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin')) adminCalls.push(request.url())
    })
    const brief = await recordBriefMessages(page)
    await page.goto('/admin', { waitUntil: 'commit' })
    await expect(page).toHaveURL(/\/$/)
    await brief.expectHeading('Access Denied')
    await brief.expectToast('Access Denied')
    expect(adminCalls).toEqual([])
  })

  test("shows 'Loading...' while the caller is looked up", async ({ page }) => {
    await logInAs(page, 'admin')
    // Hold the user call so the loading state can be seen, then let it through.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/auth/user', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/admin')
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible()
    release()
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  })

  test("a lost session: 'Unauthorized' / 'You are logged out. Logging in again...', then login", async ({
    page,
  }) => {
    await callAsPage(page, 'POST', '/api/contact', {
      firstName: 'Session',
      lastName: 'Test',
      email: 'session.test@example.org',
      subject: 'A question',
      message: 'Is there parking?',
    })
    await logInAs(page, 'admin')
    const brief = await recordBriefMessages(page)
    await page.goto('/admin?tab=messages')
    await expect(page.getByRole('heading', { name: 'Contact messages' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Mark Responded/ }).first()).toBeVisible()
    // The session ends elsewhere (another tab logs out); the next change finds out.
    await page.context().clearCookies()
    await page
      .getByRole('button', { name: /^Mark Responded/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/)
    await brief.expectToast('Unauthorized', 'You are logged out. Logging in again...')
  })
})
