import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info'
import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info'
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher'
import { describe, expect, it } from 'vitest'

import { config } from '@/proxy'

/**
 * src/proxy.ts's matcher as Next compiles it at build time (get-page-static-info) and tests it on
 * every request (middleware-route-matcher): which requests run the proxy at all.
 */
// Exported by Next's build code, though not declared in its types.
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: { basePath: string }) => ProxyMatcher[]
}
const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, { basePath: '' }))
/** Next hands the matcher the path and the parsed query separately; so does this. */
const runsProxy = (address: string, headers: Record<string, string> = {}) => {
  const url = new URL(address, 'http://localhost')
  return matches(url.pathname, { headers } as never, Object.fromEntries(url.searchParams))
}

describe("the proxy's matcher", () => {
  it('runs the proxy for the dashboard and Payload’s admin, and everything under them', () => {
    for (const path of ['/admin', '/admin/', '/admin/messages', '/cms', '/cms/collections/users']) {
      expect(runsProxy(path), path).toBe(true)
    }
  })

  it('runs it for any path with a percent sign, public or API', () => {
    for (const path of ['/%zz', '/sermons/%E0%A4%A', '/api/sermons/%zz', '/contact%20us']) {
      expect(runsProxy(path), path).toBe(true)
    }
  })

  it('leaves page views, the API and lookalike paths alone', () => {
    const untouched = ['/', '/about', '/sermons/12', '/cms-api/users/me', '/api/sermons']
    const lookalikes = ['/administration', '/adminx', '/cmsx', '/about/admin', '/x/cms']
    for (const path of [...untouched, ...lookalikes]) expect(runsProxy(path), path).toBe(false)
  })

  it('leaves a form sent to a public page alone: Next renders the page for it', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    expect(runsProxy('/contact', form)).toBe(false)
    expect(runsProxy('/', { 'content-type': 'multipart/form-data; boundary=x' })).toBe(false)
  })

  it('runs it for any request with a Range: public files, built files and pages alike', () => {
    const range = { range: 'bytes=99999999-' }
    for (const path of ['/audio/demo-sermon-1.mp3', '/images/x.svg', '/_next/static/chunks/a.js']) {
      expect(runsProxy(path, range), path).toBe(true)
      expect(runsProxy(path), path).toBe(false)
    }
    expect(runsProxy('/sermons', range)).toBe(true)
  })

  it('runs it for If-Match or If-Unmodified-Since, never for /api or /cms-api', () => {
    const conditions: Record<string, string>[] = [
      { 'if-match': '"x"' },
      { 'if-unmodified-since': 'Wed, 21 Oct 2015' },
    ]
    for (const headers of conditions) {
      expect(runsProxy('/audio/demo-sermon-1.mp3', headers)).toBe(true)
      expect(runsProxy('/_next/static/chunks/a.js', headers)).toBe(true)
      expect(runsProxy('/api/sermons', headers)).toBe(false)
      expect(runsProxy('/cms-api/users/me', headers)).toBe(false)
    }
  })

  it('runs it for a revalidation of a page’s HTML, never of its RSC payload or the API', () => {
    const revalidation = { 'if-none-match': 'W/"x"' }
    for (const path of ['/', '/sermons/12', '/events/page/2', '/podcast.xml']) {
      expect(runsProxy(path, revalidation), path).toBe(true)
      expect(runsProxy(path, { ...revalidation, rsc: '1' }), path).toBe(false)
    }
    for (const path of ['/api/sermons', '/cms-api/users/me', '/_next/static/chunks/a.js']) {
      expect(runsProxy(path, revalidation), path).toBe(false)
    }
  })

  it('runs it for a page in draft mode (the preview banner’s path), never for /api or built files', () => {
    const draftMode = { cookie: 'payload-token=x; __prerender_bypass=abc' }
    for (const path of ['/', '/about/music', '/plan-a-visit', '/sermons/12']) {
      expect(runsProxy(path, draftMode), path).toBe(true)
      expect(runsProxy(path, { cookie: 'payload-token=x' }), path).toBe(false)
    }
    for (const path of ['/api/sermons', '/cms-api/users/me', '/_next/static/chunks/a.js']) {
      expect(runsProxy(path, draftMode), path).toBe(false)
    }
  })

  it('runs it for the sermon archive’s older addresses only, never for a plain archive view', () => {
    const older = [
      '/sermons?page=2',
      '/sermons?speaker=Thomas+Reyes',
      '/sermons?search=grace&page=3',
      '/sermons?startDate=2024-01-01',
      '/sermons?endDate=2024-01-01',
      '/sermons?series=Advent',
      '/sermons/series/advent?page=2',
      '/sermons/speakers/thomas-reyes?page=2',
    ]
    for (const path of older) expect(runsProxy(path), path).toBe(true)
    const views = [
      '/sermons',
      '/sermons?utm_source=x',
      '/sermons/page/2',
      '/sermons/search?speaker=Thomas+Reyes&page=2',
      '/sermons/series/advent',
      '/sermons/series/advent/page/2',
      '/sermons/12?page=2',
    ]
    for (const path of views) expect(runsProxy(path), path).toBe(false)
  })

  it('runs it for a filtered archive view only when a filter holds a NUL character', () => {
    for (const key of ['search', 'speaker', 'series']) {
      expect(runsProxy(`/sermons/search?${key}=%00`), key).toBe(true)
      expect(runsProxy(`/sermons/search?${key}=a%00b&page=2`), key).toBe(true)
      expect(runsProxy(`/sermons/search?${key}=grace`), key).toBe(false)
    }
  })
})
