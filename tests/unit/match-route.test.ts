import { describe, expect, it } from 'vitest'

import type { Route } from '@endpoints/types'
import { matchRoute } from '@/server/api/match-route'

const route = (method: Route['method'], path: string): Route => ({
  method,
  path,
  access: 'public',
  summary: path,
  handler: async () => null,
})

const routes = [
  route('GET', '/sermons'),
  route('GET', '/sermons/:id'),
  route('DELETE', '/sermons/:id'),
  route('DELETE', '/sermons/clear-all'),
]

describe('matchRoute', () => {
  it('matches literal paths and extracts parameters', () => {
    expect(matchRoute(routes, 'GET', '/sermons')).toMatchObject({ kind: 'found', params: {} })
    expect(matchRoute(routes, 'GET', '/sermons/42')).toMatchObject({
      kind: 'found',
      params: { id: '42' },
    })
  })

  it('prefers literal segments over parameters, whatever the order', () => {
    const hit = matchRoute(routes, 'DELETE', '/sermons/clear-all')
    expect(hit.kind === 'found' && hit.route.path).toBe('/sermons/clear-all')
    const byId = matchRoute(routes, 'DELETE', '/sermons/7')
    expect(byId.kind === 'found' && byId.route.path).toBe('/sermons/:id')
  })

  it('tells a wrong method from an unknown path', () => {
    expect(matchRoute(routes, 'POST', '/sermons')).toEqual({
      kind: 'wrong-method',
      allowed: ['GET'],
    })
    expect(matchRoute(routes, 'GET', '/hymns')).toEqual({ kind: 'not-found' })
    expect(matchRoute(routes, 'GET', '/sermons/1/extra')).toEqual({ kind: 'not-found' })
  })

  it('decodes parameters', () => {
    expect(matchRoute(routes, 'GET', '/sermons/a%20b')).toMatchObject({ params: { id: 'a b' } })
  })
})
