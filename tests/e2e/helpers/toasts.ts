import { expect, type Page } from '@playwright/test'

/** The toast region (Radix names it after its hotkey) and the toasts in it. */
export const toasts = (page: Page) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).locator('li')

/** The one visible toast says this. */
export const expectToast = async (page: Page, title: string, description?: string) => {
  await expect(toasts(page)).toHaveCount(1)
  await expect(toasts(page)).toContainText(title)
  if (description) await expect(toasts(page)).toContainText(description)
}
