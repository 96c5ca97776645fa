import type { Page } from '@playwright/test'

/**
 * Draws every block whose rendering the browser may skip (content-visibility: auto, see
 * render-when-near in src/app/globals.css) as if it were on screen, and returns a function that
 * puts them back. Through the CSSOM, so the site's Content Security Policy allows it.
 */
export const drawSkippedBlocks = async (page: Page) => {
  const drawn = await page.evaluate(() => {
    let count = 0
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue
      element.dataset.drawnForTest = ''
      element.style.contentVisibility = 'visible'
      count += 1
    }
    return count
  })
  return async () => {
    if (drawn === 0) return
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('[data-drawn-for-test]')) {
        element.style.removeProperty('content-visibility')
        delete element.dataset.drawnForTest
      }
    })
  }
}

/**
 * What the browser lays out now and what it skips, counted in elements: an element is skipped
 * when a content-visibility: auto ancestor keeps it from being drawn (checkVisibility's
 * contentVisibilityAuto option).
 */
export const countDrawnElements = (page: Page) =>
  page.evaluate(() => {
    let drawn = 0
    let skipped = 0
    for (const element of document.querySelectorAll('body *')) {
      if (element.checkVisibility({ contentVisibilityAuto: true })) drawn += 1
      else if (element.checkVisibility()) skipped += 1
    }
    return { drawn, skipped }
  })
