import { randomUUID } from 'node:crypto'

import { expect, type Page } from '@playwright/test'

import { PAGE_TEXTS_DEFAULTS } from '../../src/lib/page-texts/defaults'
import { callAsPage } from './helpers/admin-api'
import { asAdminTrashingWhatTestsMake } from './helpers/admin-spec'
import { queryE2eDb } from './helpers/db'
import { hasBypassCookie, previewBanner, previewTab, visitorAt } from './helpers/preview'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

const dialog = (page: Page) => page.getByRole('dialog')
const aboutForm = (page: Page) => page.getByRole('region', { name: 'About', exact: true })

// The spec's texts again, published, with no draft pending: other specs read these pages.
const made = asAdminTrashingWhatTestsMake(async (page) => {
  await callAsPage(page, 'PUT', '/api/admin/page-texts/about', PAGE_TEXTS_DEFAULTS.about)
})

for (const { name, size } of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: '390 px', size: { width: 390, height: 844 } },
]) {
  test(`staff preview a draft of the Music text on /about/music; visitors keep the published text (${name})`, async ({
    page,
    context,
    browser,
  }) => {
    // A dashboard visit, a preview tab and three visitors' browsers on a loaded machine.
    test.setTimeout(180_000)
    await page.setViewportSize(size)
    const drafted = `Evensong rehearsal ${randomUUID().slice(0, 8)}`
    // A visitor's view is cached before the draft: the preview must neither see nor touch it.
    const before = await visitorAt(browser, '/about/music')
    await expect(before.page.getByRole('heading', { name: 'Rehearsal Times' })).toBeVisible()
    await before.close()

    await page.goto('/admin?tab=pages')
    const music = aboutForm(page).getByRole('group', { name: 'Music tab' })
    const editor = music.getByRole('textbox', { name: 'Music text', exact: true })
    await expect(editor).toContainText('Choir and Instruments')
    await editor.click()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type(drafted)
    await aboutForm(page).getByRole('button', { name: 'Save draft' }).click()
    await expectToast(page, 'Draft saved', 'Draft saved — not on the website')

    const tab = await previewTab(context, () =>
      music.getByRole('link', { name: 'Preview the Music tab (opens in a new tab)' }).click(),
    )
    await tab.setViewportSize(size)
    expect(new URL(tab.url()).pathname).toBe('/about/music')
    await expect(tab.getByText(drafted)).toBeVisible()
    await expect(previewBanner(tab)).toContainText('Preview of unpublished changes')
    await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    // Never cached, by the browser or a CDN.
    const reloaded = await tab.reload()
    expect(reloaded?.headers()['cache-control']).toMatch(/private.*no-store/)
    await expect(tab.getByText(drafted)).toBeVisible()

    // Right after the preview, visitors get the published text, twice (the second from the
    // page cache), and with a stale bypass cookie but no session.
    for (const stale of [undefined, undefined, context]) {
      const visitor = await visitorAt(browser, '/about/music', stale)
      expect(visitor.status).toBe(200)
      await expect(visitor.page.getByRole('heading', { name: 'Rehearsal Times' })).toBeVisible()
      await expect(visitor.page.getByText(drafted)).toHaveCount(0)
      await expect(previewBanner(visitor.page)).toHaveCount(0)
      await visitor.close()
    }

    // Exit preview: the same page as visitors see it, and draft mode is off.
    await previewBanner(tab).getByRole('link', { name: 'Exit preview' }).click()
    await expect(tab.getByRole('heading', { name: 'Rehearsal Times' })).toBeVisible()
    expect(new URL(tab.url()).pathname).toBe('/about/music')
    await expect(tab.getByText(drafted)).toHaveCount(0)
    await expect(previewBanner(tab)).toHaveCount(0)
    expect(await hasBypassCookie(context)).toBe(false)
  })

  test(`a draft featured video is on the home page in the preview only (${name})`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(size)
    const run = randomUUID().slice(0, 8)
    // A YouTube id is 11 characters; it is in the home page's HTML at any width (phones get the
    // stock image, but the page still names the featured video).
    const videoId = `pre${run}`
    await page.goto('/admin?tab=featured')
    await page.getByRole('button', { name: 'Add featured item' }).click()
    await dialog(page).getByLabel('Content ID *').fill(`preview-${run}`)
    await dialog(page).getByLabel('Title').fill(`Preview Feature ${run}`)
    await dialog(page).getByLabel('YouTube URL').fill(`https://www.youtube.com/watch?v=${videoId}`)
    // A new item: saved as a draft first, then previewed. The toast is checked before the tab
    // has loaded, which on a loaded machine can outlast it.
    const opened = context.waitForEvent('page')
    await dialog(page)
      .getByRole('button', { name: 'Save and preview (opens in a new tab)' })
      .click()
    await expectToast(
      page,
      'Draft saved',
      'Featured content saved as a draft; the site is unchanged',
    )
    const tab = await opened
    await tab.waitForLoadState('load')
    const [{ id }] = await queryE2eDb<{ id: number }>(
      'SELECT id FROM featured_content WHERE content_id = $1',
      [`preview-${run}`],
    )
    made.push({ path: '/api/admin/featured-content', id })

    await tab.setViewportSize(size)
    expect(new URL(tab.url()).pathname).toBe('/')
    await expect(previewBanner(tab)).toContainText('Preview of unpublished changes')
    expect(await tab.content()).toContain(videoId)

    for (const stale of [undefined, context]) {
      const visitor = await visitorAt(browser, '/', stale)
      expect(await visitor.page.content()).not.toContain(videoId)
      await expect(previewBanner(visitor.page)).toHaveCount(0)
      await visitor.close()
    }

    await previewBanner(tab).getByRole('link', { name: 'Exit preview' }).click()
    await expect(previewBanner(tab)).toHaveCount(0)
    expect(new URL(tab.url()).pathname).toBe('/')
    expect(await tab.content()).not.toContain(videoId)
  })
}
