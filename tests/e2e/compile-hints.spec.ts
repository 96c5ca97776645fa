import { expect } from '@playwright/test'

import { pageScriptSources } from '../../scripts/bench/public-pages'
import { test } from './helpers/test'

/**
 * The build marks every script a public page loads first with V8's compile hint, so Chrome
 * compiles it off the main thread while it downloads (scripts/build/compile-hints.ts).
 */
const PUBLIC_PATHS = ['/', '/about/staff', '/contact', '/events', '/sermons', '/live-streams']

test('every script a public page loads first starts with the compile hint', async ({ request }) => {
  for (const path of PUBLIC_PATHS) {
    const sources = pageScriptSources(await (await request.get(path)).text())
    expect(sources.length, path).toBeGreaterThan(3)
    for (const source of sources) {
      const script = await (await request.get(source)).text()
      expect(script.startsWith('//# allFunctionsCalledOnLoad\n'), `${path}: ${source}`).toBe(true)
    }
  }
})
