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

type Seen = { toasts: Set<string>; headings: Set<string> }

/**
 * Records every toast and main heading a page shows, from its first script on, across the
 * redirects that follow. The /admin guard's toast and heading are up for 500 ms before it
 * redirects; on a busy machine a test that looks for them after the page loads can start looking
 * after they have gone. A MutationObserver in the page sees each change as it happens, and a
 * binding hands it to the test, which can then ask at its own pace. Call before the page is
 * loaded.
 */
export const recordBriefMessages = async (page: Page) => {
  const seen: Seen = { toasts: new Set(), headings: new Set() }
  await page.exposeBinding('shorelineSaw', (_source, kind: keyof Seen, text: string) => {
    seen[kind].add(text)
  })
  await page.addInitScript(() => {
    const report = (window as unknown as { shorelineSaw: (kind: string, text: string) => void })
      .shorelineSaw
    const reported = new Set<string>()
    const once = (kind: string, text: string) => {
      if (reported.has(`${kind}:${text}`)) return
      reported.add(`${kind}:${text}`)
      void report(kind, text)
    }
    const look = () => {
      const shown = document.querySelectorAll('[role="region"][aria-label^="Notifications"] li')
      if (shown.length === 1) once('toasts', shown[0].textContent ?? '')
      for (const heading of document.querySelectorAll('h1'))
        once('headings', heading.textContent ?? '')
    }
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  return {
    /** The one toast on screen said this, at some moment. */
    expectToast: (title: string, description = '') =>
      expect
        .poll(() =>
          [...seen.toasts].some((text) => text.includes(title) && text.includes(description)),
        )
        .toBe(true),
    /** The page's h1 said exactly this, at some moment. */
    expectHeading: (text: string) => expect.poll(() => seen.headings.has(text)).toBe(true),
  }
}
