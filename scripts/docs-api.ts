/**
 * Writes the README's /api route table from the OpenAPI document's paths.
 * `npm run docs:api` rewrites it; `npm run docs:api -- --check` only says whether it is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs'

import { format } from 'prettier'

import { apiRoutes } from '@endpoints/index'
import { openApiPaths } from '@/server/api/openapi'
import { routeTableMarkdown, withRouteTable } from '@/server/api/route-table'

const file = new URL('../README.md', import.meta.url)
const readme = readFileSync(file, 'utf8')
// Formatted as `npm run format` would, so the check and the formatter agree.
const next = await format(withRouteTable(readme, routeTableMarkdown(openApiPaths(apiRoutes))), {
  parser: 'markdown',
  filepath: file.pathname,
})

if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('README.md route table is stale: run npm run docs:api')
    process.exit(1)
  }
} else if (next !== readme) {
  writeFileSync(file, next)
  console.log('README.md route table updated')
}
process.exit(0)
