import { expect, type Page } from '@playwright/test'

import { PAGE_TEXTS_DEFAULTS } from '../../src/lib/page-texts/defaults'
import { callAsPage } from './helpers/admin-api'
import {
  commitParagraphTagged,
  recordEditorUpdates,
  recordedEditorUpdates,
} from './helpers/rich-text'
import { logInAs } from './helpers/session'
import { expectToast } from './helpers/toasts'
import { test } from './helpers/test'

/**
 * The dashboard's rich-text editor saves what it shows. Lexical merges updates made before its
 * next commit, tags and all; the editor once re-registered its link plugin on every keystroke (a
 * new validateUrl each render), each time an update tagged "history-merge", and its form listener
 * skipped such updates: staff's last words or link were then missing from what was saved (the
 * Music-tab story in site-content.spec.ts failed that way on loaded machines).
 */
const musicEditor = (page: Page) =>
  page
    .getByRole('region', { name: 'About', exact: true })
    .getByRole('group', { name: 'Music tab' })
    .getByRole('textbox', { name: 'Music text', exact: true })

test.describe('the dashboard rich-text editor', () => {
  test.beforeEach(async ({ page }) => {
    await logInAs(page, 'admin')
    await page.goto('/admin?tab=pages')
    // The Pages tab reads every page's texts before it draws the forms.
    await expect(musicEditor(page)).toContainText('Choir and Instruments', { timeout: 15_000 })
  })
  test.afterEach(async ({ page }) => {
    await callAsPage(page, 'PUT', '/api/admin/page-texts/about', PAGE_TEXTS_DEFAULTS.about)
  })

  test('typing makes no update of the editor’s own that a change could be merged into', async ({
    page,
  }) => {
    const editor = musicEditor(page)
    await editor.click()
    await page.keyboard.press('ControlOrMeta+End')
    await recordEditorUpdates(editor)
    await page.keyboard.press('Enter')
    await page.keyboard.type('Choral Evensong')
    await expect(editor).toContainText('Choral Evensong')

    const updates = await recordedEditorUpdates(page)
    expect(updates.filter((update) => update.changedText).length).toBeGreaterThanOrEqual(15)
    expect(updates.filter((update) => update.tags.includes('history-merge'))).toEqual([])
  })

  test('a change the editor commits under a history-merge tag is saved too', async ({ page }) => {
    const editor = musicEditor(page)
    await commitParagraphTagged(editor, 'Organ recital after Evensong', 'history-merge')
    await expect(editor).toContainText('Organ recital after Evensong')

    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' && request.url().endsWith('/api/admin/page-texts/about'),
    )
    await page
      .getByRole('region', { name: 'About', exact: true })
      .getByRole('button', { name: 'Save About Page' })
      .click()
    expect((await sent).postData()).toContain('Organ recital after Evensong')
    await expectToast(page, 'Success', 'About page updated successfully')

    await page.goto('/about/music')
    await expect(page.getByRole('main')).toContainText('Organ recital after Evensong')
  })
})
