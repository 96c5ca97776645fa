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
 * What the browser lays out at this moment and what it skips, counted in elements, then the same
 * with every skippable block drawn. An element is skipped when a content-visibility: auto ancestor
 * keeps it from being drawn (checkVisibility's contentVisibilityAuto option).
 *
 * Both counts are taken in one task, so the page cannot change between them: after load the
 * page still settles (an event card's spinner goes once its image has loaded, a list is read
 * again), and counts taken in two round trips once disagreed (docs/performance-log.md).
 */
export const countDrawnBeforeAndAfterDrawing = (page: Page) =>
  page.evaluate(() => {
    const count = () => {
      let drawn = 0
      let skipped = 0
      for (const element of document.querySelectorAll('body *')) {
        if (element.checkVisibility({ contentVisibilityAuto: true })) drawn += 1
        else if (element.checkVisibility()) skipped += 1
      }
      return { drawn, skipped }
    }
    const atLoad = count()
    const blocks = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    )
    for (const block of blocks) block.style.contentVisibility = 'visible'
    const allDrawn = count()
    for (const block of blocks) block.style.removeProperty('content-visibility')
    return { atLoad, allDrawn }
  })
