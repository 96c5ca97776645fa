import { modifyRouteRegex } from 'next/dist/lib/redirect-status'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { describe, expect, it } from 'vitest'

import { nextConfigHeaders } from '@/server/http/security-headers.mjs'

/**
 * The header routes as Next's router matches them (server/lib/router-utils/filesystem.js,
 * buildCustomRoute: strict, unnamed parameters removed). Next compiles every header value that
 * contains a colon with path-to-regexp, on every response, whenever the match has parameters.
 */
const routes = nextConfigHeaders({ production: true, dev: false }).map((route) => ({
  ...route,
  match: getPathMatch(route.source, {
    strict: true,
    removeUnnamedParams: true,
    regexModifier: (regex) => modifyRouteRegex(regex),
  }),
}))

const policyOf = (path: string) => {
  const matching = routes.filter((route) => route.match(path) !== false)
  const headers = Object.fromEntries(
    matching.flatMap((route) => route.headers.map(({ key, value }) => [key, value])),
  )
  return { matching, headers }
}

const PATHS = {
  public: ['/', '/about', '/about/staff', '/sermons', '/sermons/12', '/sermons/page/3', '/x.svg'],
  api: ['/api', '/api/sermons', '/api/admin/users/4', '/cms-api', '/cms-api/users/me'],
  nonced: ['/admin', '/admin/sermons', '/cms', '/cms/collections/users'],
}

describe("next.config headers' routes", () => {
  it('give every path the common headers, and each kind of path its own policy', () => {
    for (const path of Object.values(PATHS).flat()) {
      expect(policyOf(path).headers['X-Content-Type-Options'], path).toBe('nosniff')
    }
    for (const path of PATHS.public) {
      expect(policyOf(path).headers['Content-Security-Policy'], path).toContain(
        "script-src 'self' 'unsafe-inline'",
      )
    }
    for (const path of PATHS.api) {
      expect(policyOf(path).headers['Content-Security-Policy'], path).toMatch(
        /^default-src 'none'/,
      )
    }
    for (const path of PATHS.nonced) {
      expect(policyOf(path).headers['Content-Security-Policy'], path).toBeUndefined()
    }
    // Lookalikes of the API's prefixes are public pages.
    for (const path of ['/apiary', '/cmsx', '/administration']) {
      expect(policyOf(path).headers['Content-Security-Policy'], path).toContain("'unsafe-inline'")
    }
  })

  it('match without parameters, so Next sends the values as written instead of compiling them', () => {
    for (const path of Object.values(PATHS).flat()) {
      for (const route of policyOf(path).matching) {
        expect(route.match(path), `${route.source} on ${path}`).toEqual({})
      }
    }
  })
})
