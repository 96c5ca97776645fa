import { randomUUID } from 'node:crypto'

import { expect, type Page } from '@playwright/test'

import { callAsPage } from './helpers/admin-api'
import { asAdminTrashingWhatTestsMake } from './helpers/admin-spec'
import { queryE2eDb } from './helpers/db'
import { hasBypassCookie, previewBanner, previewTab, visitorAt } from './helpers/preview'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

const dialog = (page: Page) => page.getByRole('dialog')

const idOf = async (table: 'events' | 'sermons', title: string) => {
  const [row] = await queryE2eDb<{ id: number }>(`SELECT id FROM ${table} WHERE title = $1`, [
    title,
  ])
  return row.id
}

const made = asAdminTrashingWhatTestsMake()

for (const { name, size } of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: '390 px', size: { width: 390, height: 844 } },
]) {
  test(`staff preview a draft event on its page; visitors get a 404 there (${name})`, async ({
    page,
    context,
    browser,
  }) => {
    // Two tabs and three visitors' browsers on a loaded machine: more than the default minute.
    test.setTimeout(150_000)
    await page.setViewportSize(size)
    const title = `Preview Event ${randomUUID().slice(0, 8)}`
    await page.goto('/admin?tab=events')
    await page.getByRole('button', { name: 'Add event' }).click()
    await dialog(page).getByLabel('Title *').fill(title)
    await dialog(page).getByLabel('Date *').fill('2034-05-06')
    await dialog(page).getByRole('button', { name: 'Save draft' }).click()
    await expectToast(page, 'Draft saved', 'Event saved as a draft; the site is unchanged')
    const id = await idOf('events', title)
    made.push({ path: '/api/admin/events', id })

    // Saved and unchanged: Preview opens the event as saved, in a new tab.
    await page.getByRole('button', { name: `Edit ${title}` }).click()
    const tab = await previewTab(context, () =>
      dialog(page).getByRole('link', { name: 'Preview (opens in a new tab)' }).click(),
    )
    await tab.setViewportSize(size)
    expect(new URL(tab.url()).pathname).toBe(`/events/${id}`)
    await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(previewBanner(tab)).toContainText('Preview — this is not yet on the website')
    await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    // A visitor at the same address: not found, with or without the staff member's bypass cookie.
    // (With the cookie Next renders per request and streams, so the status is 200 under the same
    // not-found screen: docs/publishing.md#preview.)
    for (const stale of [undefined, context]) {
      const visitor = await visitorAt(browser, `/events/${id}`, stale)
      expect(visitor.status).toBe(stale ? 200 : 404)
      await expect(visitor.page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible()
      await expect(visitor.page.getByText(title)).toHaveCount(0)
      await visitor.close()
    }

    // Exit preview: the page as visitors see it, and draft mode is off.
    await previewBanner(tab).getByRole('link', { name: 'Exit preview' }).click()
    await expect(tab.getByRole('heading', { name: 'Event Not Found' })).toBeVisible()
    expect(new URL(tab.url()).pathname).toBe(`/events/${id}`)
    expect(await hasBypassCookie(context)).toBe(false)
  })

  test(`staff preview a draft change of a published sermon; visitors keep the published text (${name})`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize(size)
    const run = randomUUID().slice(0, 8)
    const published = `Published Words ${run}`
    const drafted = `Drafted Words ${run}`
    const sermon = await callAsPage(page, 'POST', '/api/admin/sermons', {
      title: published,
      speaker: 'Pastor Preview',
      date: '2024-02-04',
    })
    made.push({ path: '/api/admin/sermons', id: sermon.id })
    // A visitor's view is cached before the change: the preview must neither see nor touch it.
    const before = await visitorAt(browser, `/sermons/${sermon.id}`)
    await expect(before.page.getByRole('heading', { level: 1, name: published })).toBeVisible()
    await before.close()

    await page.goto('/admin?tab=sermons')
    await page.getByRole('searchbox', { name: 'Search sermons' }).fill(run)
    await page.getByRole('button', { name: `Edit ${published}` }).click()
    await dialog(page).getByLabel('Title *').fill(drafted)
    // An unsaved change is saved as a draft first, then previewed.
    const tab = await previewTab(context, () =>
      dialog(page).getByRole('button', { name: 'Save and preview (opens in a new tab)' }).click(),
    )
    await expectToast(page, 'Draft saved', 'Sermon saved as a draft; the site is unchanged')
    await tab.setViewportSize(size)
    expect(new URL(tab.url()).pathname).toBe(`/sermons/${sermon.id}`)
    await expect(tab.getByRole('heading', { level: 1, name: drafted })).toBeVisible()
    await expect(previewBanner(tab)).toContainText('Preview of unpublished changes')
    // Never cached, by the browser or a CDN.
    const reloaded = await tab.reload()
    expect(reloaded?.headers()['cache-control']).toMatch(/private.*no-store/)
    await expect(tab.getByRole('heading', { level: 1, name: drafted })).toBeVisible()

    // Right after the preview, visitors still get the published sermon, twice (the second from
    // the page cache), with or without a stale bypass cookie.
    for (const stale of [undefined, undefined, context]) {
      const visitor = await visitorAt(browser, `/sermons/${sermon.id}`, stale)
      expect(visitor.status).toBe(200)
      await expect(visitor.page.getByRole('heading', { level: 1, name: published })).toBeVisible()
      await expect(visitor.page.getByText(drafted)).toHaveCount(0)
      await expect(previewBanner(visitor.page)).toHaveCount(0)
      await visitor.close()
    }

    await previewBanner(tab).getByRole('link', { name: 'Exit preview' }).click()
    await expect(tab.getByRole('heading', { level: 1, name: published })).toBeVisible()
    await expect(previewBanner(tab)).toHaveCount(0)
  })
}

test('an anonymous visit to the preview address is refused with a page, not an error', async ({
  browser,
}) => {
  const visitor = await visitorAt(browser, '/api/admin/preview?collection=events&id=1')
  expect(visitor.status).toBe(401)
  await expect(
    visitor.page.getByRole('heading', { name: 'Unauthorized: please log in' }),
  ).toBeVisible()
  await expect(visitor.page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?next=/admin',
  )
  await visitor.close()
})
