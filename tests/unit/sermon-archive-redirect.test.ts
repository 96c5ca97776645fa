import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { proxyAtOnce } from '../helpers/proxy-at-once'

/** What the proxy answers for a GET of this address: where it redirects to, or null. */
const redirectOf = (path: string) => {
  const response = proxyAtOnce(new NextRequest(`http://localhost:3000${path}`))
  if (response.status !== 308) return null
  const location = new URL(response.headers.get('location') ?? '', 'http://localhost:3000')
  return `${location.pathname}${location.search}`
}

describe('the sermon archive’s older addresses (src/proxy.ts)', () => {
  it('sends a page of the archive, a series or a speaker to its own address', () => {
    expect(redirectOf('/sermons?page=137')).toBe('/sermons/page/137')
    expect(redirectOf('/sermons?page=1')).toBe('/sermons')
    expect(redirectOf('/sermons?page=2&utm_source=news')).toBe('/sermons/page/2?utm_source=news')
    expect(redirectOf('/sermons/series/advent?page=2')).toBe('/sermons/series/advent/page/2')
    expect(redirectOf('/sermons/speakers/thomas-reyes?page=3')).toBe(
      '/sermons/speakers/thomas-reyes/page/3',
    )
  })

  it('sends a filtered view to /sermons/search with its whole query', () => {
    expect(redirectOf('/sermons?speaker=Thomas+Reyes')).toBe('/sermons/search?speaker=Thomas+Reyes')
    expect(redirectOf('/sermons?search=Romans%208&page=2')).toBe(
      '/sermons/search?search=Romans%208&page=2',
    )
    expect(redirectOf('/sermons?page=2&endDate=2024-01-01')).toBe(
      '/sermons/search?page=2&endDate=2024-01-01',
    )
  })

  it('leaves alone what is no older address: the page shows as it would without the query', () => {
    for (const path of [
      '/sermons',
      '/sermons?page=abc',
      '/sermons?page=0',
      '/sermons?page=123456',
      '/sermons?search=%20%20',
      '/sermons/page/2',
      '/sermons/search?speaker=A',
      '/sermons/12?page=2',
    ]) {
      expect(redirectOf(path), path).toBeNull()
    }
  })
})
