import { randomUUID } from 'node:crypto'

import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'

import { PAGE_TEXTS_DEFAULTS } from '../../src/lib/page-texts/defaults'
import { callAsPage } from './helpers/admin-api'
import { asAdminTrashingWhatTestsMake } from './helpers/admin-spec'
import { previewBanner as banner, previewTab as openedTab, visitorAt } from './helpers/preview'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

// A dashboard visit, a preview tab and a visitor's browser each, on a loaded machine.
test.describe.configure({ timeout: 180_000 })

const SAVE_AND_PREVIEW = 'Save and preview (opens in a new tab)'

// The spec's texts again, published, with no draft pending: other specs read these pages.
asAdminTrashingWhatTestsMake(async (page) => {
  await callAsPage(page, 'PUT', '/api/admin/page-texts/give', PAGE_TEXTS_DEFAULTS.give)
  await callAsPage(page, 'PUT', '/api/admin/page-texts/about', PAGE_TEXTS_DEFAULTS.about)
})

/** The tab the press opens blank, once it has gone on to the previewed page. */
const previewTab = async (context: BrowserContext, press: () => Promise<void>, path: RegExp) => {
  const tab = await openedTab(context, press)
  await tab.waitForURL(path)
  await tab.waitForLoadState('load')
  return tab
}

/** The text of `path`'s main content as a visitor without a session sees it. */
const visitorText = async (browser: Browser, path: string) => {
  const visitor = await visitorAt(browser, path)
  try {
    return await visitor.page.locator('main').innerText()
  } finally {
    await visitor.close()
  }
}

test('Give: unsaved changes are saved as a draft, then previewed; visitors keep the published text', async ({
  page,
  context,
  browser,
}) => {
  const notice = `Every gift is kept in trust ${randomUUID().slice(0, 8)}.`
  await page.goto('/admin?tab=pages')
  const form = page.getByRole('region', { name: 'Give', exact: true })
  // Nothing to save yet: Preview shows what was last saved, and is the only preview button.
  await expect(form.getByRole('link', { name: 'Preview (opens in a new tab)' })).toBeVisible()
  await expect(form.getByRole('button', { name: SAVE_AND_PREVIEW })).toHaveCount(0)

  await form.getByLabel('Tax notice *').fill(notice)
  const tab = await previewTab(
    context,
    () => form.getByRole('button', { name: SAVE_AND_PREVIEW }).click(),
    /\/give$/,
  )
  await expectToast(page, 'Draft saved', 'Draft saved — not on the website')
  await expect(banner(tab)).toBeVisible()
  await expect(tab.getByText(notice)).toBeVisible()
  await tab.close()

  expect(await visitorText(browser, '/give')).not.toContain(notice)
  // The form's state says a draft waits; the website is unchanged.
  await expect(form.getByTestId('publishing-state')).toContainText('Changed since publishing')
})

test('Give: an invalid change opens no preview and saves nothing', async ({ page, context }) => {
  await page.goto('/admin?tab=pages')
  const form = page.getByRole('region', { name: 'Give', exact: true })
  await form.getByLabel('Tithe.ly account ID *').fill('bad id"')
  const opened: Page[] = []
  context.on('page', (tab) => opened.push(tab))
  await form.getByRole('button', { name: SAVE_AND_PREVIEW }).click()
  await expect(
    form.getByText('Account ID must be letters, digits, - or _ (as the giving provider gives it)'),
  ).toBeVisible()
  // The blank tab opened at the press is closed again.
  await expect.poll(() => opened.filter((tab) => !tab.isClosed()).length).toBe(0)
  const saved = await callAsPage(page, 'GET', '/api/admin/page-texts')
  expect(JSON.stringify(saved)).not.toContain('bad id')
})

test('About: a tab hidden but not yet saved is previewed from its own button', async ({
  page,
  context,
  browser,
}) => {
  await page.goto('/admin?tab=pages')
  const about = page.getByRole('region', { name: 'About', exact: true })
  const kids = about.getByRole('group', { name: 'Kids Church tab' })
  const music = about.getByRole('group', { name: 'Music tab' })
  await kids.getByLabel('Show the Kids Church tab on the About page').uncheck()
  const tab = await previewTab(
    context,
    () =>
      music
        .getByRole('button', {
          name: 'Save and preview the Music tab (opens in a new tab)',
        })
        .click(),
    /\/about\/music$/,
  )
  await expect(banner(tab)).toBeVisible()
  await expect(tab.getByRole('link', { name: 'Music', exact: true })).toBeVisible()
  await expect(tab.getByRole('link', { name: 'Kids Church', exact: true })).toHaveCount(0)
  await tab.close()

  expect(await visitorText(browser, '/about/music')).toContain('Kids Church')
})

test('Settings: unsaved changes are saved as a draft and previewed on the home page', async ({
  page,
  context,
  browser,
}) => {
  await page.goto('/admin?tab=settings')
  const town = page.getByLabel('Town or city')
  const original = await town.inputValue()
  const draftTown = `Quay ${randomUUID().slice(0, 6)}`
  try {
    await town.fill(draftTown)
    const tab = await previewTab(
      context,
      () => page.getByRole('button', { name: SAVE_AND_PREVIEW }).click(),
      /\/$/,
    )
    await expect(banner(tab)).toBeVisible()
    await expect(tab.getByRole('contentinfo')).toContainText(draftTown)
    await tab.close()
    const visitor = await visitorAt(browser, '/')
    await expect(visitor.page.getByRole('contentinfo')).not.toContainText(draftTown)
    await visitor.close()
  } finally {
    await page.goto('/admin?tab=settings')
    await page.getByLabel('Town or city').fill(original)
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expectToast(page, 'Success', 'Site configuration updated successfully')
  }
})
