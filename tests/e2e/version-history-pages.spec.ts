import { randomUUID } from 'node:crypto'

import { expect, type Page } from '@playwright/test'

import { PAGE_TEXTS_DEFAULTS } from '../../src/lib/page-texts/defaults'
import { paragraph, richTextDocument } from '../../src/lib/rich-text/build'
import { callAsPage } from './helpers/admin-api'
import { expectNoAxeViolations } from './helpers/axe'
import { logInAs } from './helpers/session'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

const aboutForm = (page: Page) => page.getByRole('region', { name: 'About', exact: true })
const musicEditor = (page: Page) =>
  aboutForm(page)
    .getByRole('group', { name: 'Music tab' })
    .getByRole('textbox', { name: 'Music text', exact: true })
const dialog = (page: Page) => page.getByRole('dialog')

/** The Music tab's words as a visitor reads them now. */
const publicMusic = async (page: Page) => {
  await page.goto('/about/music')
  return page.getByRole('main').innerText()
}

test.beforeEach(async ({ page }) => {
  await logInAs(page, 'admin')
})

// The spec's texts again, published: other specs read the About pages.
test.afterEach(async ({ page }) => {
  await callAsPage(page, 'PUT', '/api/admin/page-texts/about', PAGE_TEXTS_DEFAULTS.about)
})

for (const { name, size } of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: '390 px', size: { width: 390, height: 844 } },
]) {
  test(`staff change the Music text, then restore the earlier one from the About form's History to /about/music (${name})`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize(size)
    const run = randomUUID().slice(0, 8)
    const earlier = `Choir practice on Thursdays ${run}`
    const later = `Choir practice moves to Fridays ${run}`
    // The earlier text, published: the first of the two versions staff compare.
    await callAsPage(page, 'PUT', '/api/admin/page-texts/about', {
      ...PAGE_TEXTS_DEFAULTS.about,
      music: richTextDocument(paragraph(earlier)),
    })

    await page.goto('/admin?tab=pages')
    await expect(musicEditor(page)).toContainText(earlier)
    await musicEditor(page).click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(later)
    await aboutForm(page).getByRole('button', { name: 'Save About Page' }).click()
    await expectToast(page, 'Success', 'About page updated successfully')
    expect(await publicMusic(page)).toContain(later)

    await page.goto('/admin?tab=pages')
    await aboutForm(page).getByRole('button', { name: 'History of About' }).click()
    await expect(dialog(page).getByRole('heading', { name: 'History of About' })).toBeVisible()
    const versions = dialog(page).getByRole('listitem')
    // Newest first, in words: who, and the tab changed by its name.
    await expect(versions.first()).toContainText('Published by Parish Administrator')
    await expect(versions.first()).toContainText('changed Music')
    await expect(versions.first()).toContainText('(current)')

    await versions.nth(0).getByRole('checkbox').check()
    await versions.nth(1).getByRole('checkbox').check()
    await dialog(page).getByRole('button', { name: 'Compare' }).click()
    const music = dialog(page).getByRole('row').filter({ hasText: earlier }).first()
    await expect(music.getByRole('rowheader')).toContainText('Music')
    await expect(music).toContainText('Changed')
    await expect(music).toContainText(earlier)
    await expect(music).toContainText(later)
    // Staff read words, never the stored document.
    await expect(dialog(page)).not.toContainText('"root"')
    await expectNoAxeViolations(page)

    await versions
      .nth(1)
      .getByRole('button', { name: /^Restore the version/ })
      .click()
    await dialog(page).getByLabel('and publish (the website shows it at once)').check()
    await dialog(page).getByRole('button', { name: 'Restore this version' }).click()
    await expectToast(page, 'Success', "The About page's texts restored and published")
    // The form opens again on what was restored.
    await expect(versions.first()).toContainText('changed Music')
    await page.keyboard.press('Escape')
    await expect(musicEditor(page)).toContainText(earlier)

    const shown = await publicMusic(page)
    expect(shown).toContain(earlier)
    expect(shown).not.toContain(later)
  })
}
