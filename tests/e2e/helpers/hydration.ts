import { expect, type Locator } from '@playwright/test'

/**
 * Every element the locator finds has been hydrated by React, which keeps each element's props on
 * its DOM node under a `__reactProps$…` key. Before that, a click on a form's button submits it
 * natively.
 */
export const expectHydrated = async (elements: Locator) => {
  await expect
    .poll(
      () =>
        elements.evaluateAll(
          (found) =>
            found.length > 0 &&
            found.every((element) =>
              Object.keys(element).some((key) => key.startsWith('__reactProps$')),
            ),
        ),
      { intervals: [50, 100, 250] },
    )
    .toBe(true)
}
