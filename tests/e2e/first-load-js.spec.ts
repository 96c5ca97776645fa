import { expect } from '@playwright/test'

import { firstLoadJs, publicPagePaths } from '../../scripts/bench/public-pages'
import { test } from './helpers/test'

/**
 * Issue 12's budget: at most 150 kB (150,000 bytes) of gzipped JavaScript on a public page's
 * first load, counted as the bench counts it (scripts/bench/public-pages.ts). Sizes, not
 * timings: the same build gives the same bytes on any machine.
 */
const BUDGET_BYTES = 150_000

test('every public page loads at most 150 kB of gzipped JavaScript first', async ({}, testInfo) => {
  const base = testInfo.project.use.baseURL!
  const overBudget: string[] = []
  for (const path of await publicPagePaths(base)) {
    const { gzipBytes, scripts } = await firstLoadJs(base, path)
    expect(scripts, path).toBeGreaterThan(0)
    if (gzipBytes > BUDGET_BYTES) overBudget.push(`${path}: ${gzipBytes} bytes`)
  }
  expect(overBudget).toEqual([])
})
