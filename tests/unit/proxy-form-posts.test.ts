import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { proxyAtOnce } from '../helpers/proxy-at-once'

const form = { 'content-type': 'application/x-www-form-urlencoded' }
const send = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  proxyAtOnce(new NextRequest(`http://localhost:3000${path}`, { body: null, ...init }))

/** Where a redirect sends the browser, as a path and query on this site. */
const sentTo = (response: Response) => {
  const location = new URL(response.headers.get('location') ?? '', 'http://localhost:3000')
  return `${location.pathname}${location.search}`
}

describe('a form POST to a public page (src/proxy.ts)', () => {
  it('is sent back to the same address with a 303, query string and all', () => {
    for (const path of ['/', '/contact', '/login', '/sermons?page=4', '/events/12']) {
      const response = send(path, { method: 'POST', headers: form })
      expect(response.status, path).toBe(303)
      expect(sentTo(response), path).toBe(path)
    }
  })

  it('leaves the API, the dashboard, Payload’s server actions and page views alone', () => {
    const untouched = [
      send('/api/contact', { method: 'POST', headers: form }),
      send('/api/logout', { method: 'POST', headers: form }),
      send('/cms/collections/users', { method: 'POST', headers: form }),
      send('/admin/messages', { method: 'POST', headers: form }),
      send('/contact', { method: 'POST', headers: { ...form, 'next-action': 'abc123' } }),
      send('/contact%20us', { method: 'POST', headers: { 'content-type': 'application/json' } }),
      send('/contact'),
    ]
    for (const response of untouched) expect(response.status).not.toBe(303)
  })
})
