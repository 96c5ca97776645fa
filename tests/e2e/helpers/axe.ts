import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

import { drawSkippedBlocks } from './content-visibility'

/** WCAG 2.2 AA, as the issue asks: every public route must have zero violations. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export const expectNoAxeViolations = async (page: Page) => {
  // Blocks the browser has not drawn yet (content-visibility: auto below the fold) have no
  // colours to read, so axe would judge their contrast from the wrong pixels: draw them first.
  const undraw = await drawSkippedBlocks(page)
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  await undraw()
  const summary = violations.map(
    ({ id, help, nodes }) =>
      `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}
