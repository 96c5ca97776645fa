import type { Page } from '@playwright/test'

import { callAsPage } from './admin-api'
import { logInAs } from './session'
import { test } from './test'

/** An item a test made, by its admin route (`/api/admin/events`) and id. */
export type MadeItem = { path: string; id: number }

/**
 * For a spec whose tests run as the seeded admin: each test's page is logged in first, and what a
 * test made (pushed onto the list answered) goes to the trash through the API after it, so other
 * specs' counts stay as they were. `putBack` runs before that: a spec's own restoring of what it
 * changed (its page texts published again, say).
 */
export const asAdminTrashingWhatTestsMake = (putBack?: (page: Page) => Promise<void>) => {
  const made: MadeItem[] = []
  test.beforeEach(async ({ page }) => {
    await logInAs(page, 'admin')
  })
  test.afterEach(async ({ page }) => {
    await putBack?.(page)
    for (const { path, id } of made.splice(0)) await callAsPage(page, 'DELETE', `${path}/${id}`)
  })
  return made
}
