import { expect, type Page } from '@playwright/test'

/** The seeded accounts (src/server/seed): a superuser with the dashboard, and a plain member. */
export const seededAccounts = {
  admin: {
    email: 'admin@shoreline.test',
    password: process.env.SEED_ADMIN_PASSWORD ?? 'shoreline-admin',
  },
  member: {
    email: 'member@shoreline.test',
    password: process.env.SEED_MEMBER_PASSWORD ?? 'shoreline-member',
  },
} as const

/** The site's own origin, as playwright.config.ts computes it. */
export const siteOrigin = () => `http://localhost:${process.env.E2E_PORT ?? 3100}`

/**
 * Logs the page's browser context in through POST /api/auth/login, the call our login form makes,
 * so the session cookie lands in the context. Faster than the form, which has its own tests.
 */
export const logInAs = async (page: Page, account: keyof typeof seededAccounts) => {
  const response = await page.request.post('/api/auth/login', {
    data: seededAccounts[account],
    // State-changing calls from another origin are refused; this one is the site's own.
    headers: { origin: siteOrigin() },
  })
  expect(response.status(), await response.text()).toBe(200)
}
