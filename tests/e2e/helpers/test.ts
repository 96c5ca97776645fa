import { test as base, type Page } from '@playwright/test'

/**
 * Playwright's `test`, with `page.goto` and `page.reload` waiting for React to hydrate the page.
 *
 * Next hydrates inside `startTransition` (next/dist/client/app-index.js), which React works
 * through in slices that can end after the load event: a page can be loaded, painted and
 * clickable-looking while React is still on its way, so a press on a button then does nothing
 * and a typed filter is reset by hydration, as for a very quick person. The specs test what a
 * page does once it works, so they wait as a person would. A goto that asks for less than the
 * load event ('commit', 'domcontentloaded') does not wait: those specs look at the page before
 * it is ready on purpose.
 */
export const waitForHydration = (page: Page) =>
  page.waitForFunction(
    () => {
      // Not a page of the app (a feed, an /api answer): nothing to hydrate.
      const appScript = document.querySelector('script[src*="/_next/static/"]:not([nomodule])')
      if (!appScript) return true
      // React gives <body> its props when it commits the hydrated root: the last step.
      return Object.keys(document.body ?? {}).some((key) => key.startsWith('__reactProps$'))
    },
    undefined,
    { polling: 50, timeout: 15_000 },
  )

type LoadOptions = { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit' }

/** A page load that then waits for hydration, unless it asked for less than the load event. */
const thenHydrated =
  <Args extends unknown[], Options extends LoadOptions | undefined, Result>(
    page: Page,
    load: (...args: [...Args, Options?]) => Promise<Result>,
  ) =>
  async (...args: [...Args, Options?]): Promise<Result> => {
    const result = await load(...args)
    const options = args.at(-1) as LoadOptions | undefined
    const waitUntil = (typeof options === 'object' && options?.waitUntil) || 'load'
    if (waitUntil === 'load' || waitUntil === 'networkidle') await waitForHydration(page)
    return result
  }

export const test = base.extend({
  page: async ({ page }, provide) => {
    page.goto = thenHydrated(page, page.goto.bind(page))
    page.reload = thenHydrated(page, page.reload.bind(page))
    await provide(page)
  },
})
