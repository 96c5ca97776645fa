import { randomUUID } from 'node:crypto'

import { expect, type Page } from '@playwright/test'

import { TestMailServer } from '../int/helpers/smtp'
import { expectNoAxeViolations } from './helpers/axe'
import { logInAs, seededAccounts, siteOrigin } from './helpers/session'
import { routeSiteMailTo } from './helpers/site-mail'
import { test } from './helpers/test'

/** Sign-in as staff and members meet it (docs/sign-in.md). */
const logInWithForm = async (page: Page, path: string, email: string, password: string) => {
  await page.goto(path)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

test('/login sends staff to the dashboard and members back where they came from', async ({
  page,
}) => {
  const { admin, member } = seededAccounts
  await logInWithForm(page, '/login?next=%2Fsermons', admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)

  await page.context().clearCookies()
  await logInWithForm(page, '/login?next=%2Fevents%3Fview%3Dlist', member.email, member.password)
  await expect(page).toHaveURL(/\/events\?view=list$/)
})

test('the forgot and reset password pages have no axe violations', async ({ page }) => {
  for (const path of ['/forgot-password', '/reset-password?token=abc']) {
    await page.goto(path)
    await expectNoAxeViolations(page)
  }
})

test('/login never sends anyone to another site', async ({ page }) => {
  const { member } = seededAccounts
  for (const next of [
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
  ]) {
    await page.context().clearCookies()
    await logInWithForm(
      page,
      `/login?next=${encodeURIComponent(next)}`,
      member.email,
      member.password,
    )
    await expect(page, next).toHaveURL(`${siteOrigin()}/`)
  }
})

test('Payload’s admin at /cms links back to the website', async ({ page }) => {
  await page.goto('/cms/login')
  await expect(page.getByRole('link', { name: '← Back to the website' })).toHaveAttribute(
    'href',
    '/',
  )
  await logInAs(page, 'admin')
  await page.goto('/cms')
  await expect(page.getByRole('link', { name: '← Back to the website' })).toHaveAttribute(
    'href',
    '/',
  )
})

test('logging out of /cms answers every logout with 200, a repeated one too', async ({ page }) => {
  // Payload's admin posts a second logout when /cms/logout is opened directly and its user check
  // is slower than the first logout; without a session that one was a 400 "No User", logged with
  // a 40-line stack (src/server/cms-api/with-idempotent-logout.ts).
  await logInAs(page, 'admin')
  const logouts: number[] = []
  page.on('response', (response) => {
    if (response.url().includes('/cms-api/users/logout')) logouts.push(response.status())
  })
  await page.goto('/cms/logout')
  await expect(page).toHaveURL(/\/cms\/login/)
  await expect.poll(() => logouts.length).toBeGreaterThan(0)
  // The repeated logout, as the admin's remounted logout screen sends it: already logged out.
  const again = await page.request.post('/cms-api/users/logout', {
    headers: { origin: siteOrigin() },
  })
  expect(again.status()).toBe(200)
  expect(await again.json()).toEqual({ message: 'You are already logged out.' })
  expect(
    logouts.every((status) => status === 200),
    logouts.join(', '),
  ).toBe(true)
})

test.describe('forgot password', () => {
  const mail = new TestMailServer()
  let restoreSiteMail: () => Promise<void>

  test.beforeAll(async () => {
    await mail.start()
    restoreSiteMail = await routeSiteMailTo(mail)
  })

  test.afterAll(async () => {
    await restoreSiteMail()
    await mail.stop()
  })

  test('a member asks for a link by email, sets a new password with it, and is logged in', async ({
    page,
    browser,
  }) => {
    // A member of their own, so the seeded accounts keep their passwords.
    const email = `reset-${randomUUID()}@test.shoreline.test`
    const admin = await browser.newPage()
    await logInAs(admin, 'admin')
    const created = await admin.request.post('/cms-api/users', {
      data: { email, password: `old-${randomUUID()}`, role: 'member' },
      headers: { origin: siteOrigin() },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      await page.goto('/login')
      await page.getByRole('link', { name: 'Forgot your password?' }).click()
      await expect(page).toHaveURL(/\/forgot-password$/)
      await page.getByLabel('Email').fill(email)
      await page.getByRole('button', { name: 'Send the link' }).click()
      await expect(page.getByRole('status')).toContainText(
        'a link to set a new password is on its way',
      )

      await expect.poll(() => mail.to(email).length).toBe(1)
      const message = mail.to(email)[0]
      expect(message.subject).toBe('Set a new password')
      const link = /href="([^"]+)"/.exec(String(message.html))![1].replaceAll('&amp;', '&')
      expect(link.startsWith(`${siteOrigin()}/reset-password?token=`)).toBe(true)

      const password = `new passphrase ${randomUUID()}`
      await page.goto(link)
      await page.getByLabel('New password').fill('short')
      await page.getByRole('button', { name: 'Set the new password' }).click()
      await expect(page.getByText('Use a password of at least 12 characters.')).toBeVisible()
      await page.getByLabel('New password').fill(password)
      await page.getByRole('button', { name: 'Set the new password' }).click()
      // Logged in with the new password: a member goes to the home page, signed in.
      await expect(page).toHaveURL(`${siteOrigin()}/`)
      await expect(
        page.getByRole('contentinfo').getByRole('button', { name: 'Logout' }),
      ).toBeVisible()

      // The link works once.
      await page.context().clearCookies()
      await page.goto(link)
      await page.getByLabel('New password').fill(`${password} again`)
      await page.getByRole('button', { name: 'Set the new password' }).click()
      await expect(page.getByText(/has expired or has already been used/)).toBeVisible()

      await logInWithForm(page, '/login', email, password)
      await expect(page).toHaveURL(`${siteOrigin()}/`)
    } finally {
      const removed = await admin.request.delete(`/cms-api/users/${doc.id}`, {
        headers: { origin: siteOrigin() },
      })
      expect(removed.status()).toBe(200)
      await admin.close()
    }
  })
})
