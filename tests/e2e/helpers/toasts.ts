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

/**
 * The one toast says this, while it is up only briefly (the /admin guard's shows 500 ms before
 * the redirect): looked for on every animation frame, since expect's polling backs off to 500 ms
 * and a busy machine can let the whole window pass between two of its looks.
 */
export const expectBriefToast = async (page: Page, title: string, description?: string) => {
  await page.waitForFunction(
    ([wantedTitle, wantedDescription]) => {
      const shown = document.querySelectorAll('[role="region"][aria-label^="Notifications"] li')
      const text = shown.length === 1 ? (shown[0].textContent ?? '') : ''
      return text.includes(wantedTitle) && text.includes(wantedDescription)
    },
    [title, description ?? ''] as const,
    { polling: 'raf' },
  )
}
