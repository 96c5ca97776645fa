import { readFileSync } from 'node:fs'

import { format } from 'prettier'
import { describe, expect, it } from 'vitest'

import { apiRoutes } from '@endpoints/index'
import { openApiPaths } from '@/server/api/openapi'
import { routeTableMarkdown, withRouteTable } from '@/server/api/route-table'

describe("the README's /api route table", () => {
  it('is what npm run docs:api generates from the OpenAPI document', async () => {
    const path = new URL('../../README.md', import.meta.url)
    const readme = readFileSync(path, 'utf8')
    const generated = await format(
      withRouteTable(readme, routeTableMarkdown(openApiPaths(apiRoutes))),
      { parser: 'markdown', filepath: path.pathname },
    )
    expect(readme, 'README.md is stale: run npm run docs:api').toBe(generated)
  }, 60_000)

  it('has one row per route, each with its description', () => {
    const table = routeTableMarkdown(openApiPaths(apiRoutes))
    expect(table.split('\n')).toHaveLength(apiRoutes.length + 2)
    expect(table).toContain(
      "| POST | `/api/admin/youtube/sync` | admin | `{channelId, type?, asDrafts?}` | Sync a saved channel's uploads",
    )
  })

  it('every route describes its responses', () => {
    const undescribed = apiRoutes
      .filter((route) => !route.responses || Object.keys(route.responses).length === 0)
      .map((route) => `${route.method} ${route.path} has no responses in endpoints/`)
    expect(undescribed).toEqual([])
  })
})
