import type { Method, Route } from '@endpoints/types'

import { badRequest } from './errors'

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: Method[] }
  | { kind: 'not-found' }

const splitPath = (path: string): string[] => path.split('/').filter(Boolean)

/** A path segment as text; a malformed escape such as %E2%82 is the caller's mistake (400). */
const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw badRequest('The address contains a malformed escape sequence')
  }
}

const matchPath = (pattern: string, path: string): Record<string, string> | null => {
  const want = splitPath(pattern)
  const got = splitPath(path)
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (let index = 0; index < want.length; index += 1) {
    const segment = want[index]
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeSegment(got[index])
    else if (segment !== got[index]) return null
  }
  return params
}

/**
 * Finds the route for a path under /api. Literal segments win over parameters, so
 * DELETE /sermons/clear-all never reaches DELETE /sermons/:id whatever the table's order.
 */
export const matchRoute = (routes: readonly Route[], method: string, path: string): RouteMatch => {
  const candidates = routes
    .map((route) => ({ route, params: matchPath(route.path, path) }))
    .filter((candidate): candidate is { route: Route; params: Record<string, string> } =>
      Boolean(candidate.params),
    )
    .sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length)
  if (candidates.length === 0) return { kind: 'not-found' }
  const hit = candidates.find(({ route }) => route.method === method)
  if (hit) return { kind: 'found', ...hit }
  return {
    kind: 'wrong-method',
    allowed: [...new Set(candidates.map(({ route }) => route.method))],
  }
}
