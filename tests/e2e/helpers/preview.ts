import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'

/** The banner every previewed page shows staff (and never visitors). */
export const previewBanner = (page: Page) => page.getByRole('complementary', { name: 'Preview' })

/** The tab a Preview press opens, once it has loaded the previewed page. */
export const previewTab = async (context: BrowserContext, press: () => Promise<void>) => {
  const [tab] = await Promise.all([context.waitForEvent('page'), press()])
  await tab.waitForLoadState('load')
  return tab
}

const isBypassCookie = (cookie: { name: string }) => cookie.name === '__prerender_bypass'

/** Whether the context holds Next's draft-mode cookie (Exit preview removes it). */
export const hasBypassCookie = async (context: BrowserContext) =>
  (await context.cookies()).some(isBypassCookie)

/** A visitor: a browser of their own, with no session (and, if given, a stale bypass cookie). */
export const visitorAt = async (
  browser: Browser,
  path: string,
  bypassCookieFrom?: BrowserContext,
) => {
  const context = await browser.newContext()
  if (bypassCookieFrom) {
    const bypass = (await bypassCookieFrom.cookies()).filter(isBypassCookie)
    expect(bypass).toHaveLength(1)
    await context.addCookies(bypass)
  }
  const page = await context.newPage()
  const response = await page.goto(path)
  return { page, status: response?.status(), close: () => context.close() }
}
