import OpenAPIBackend from 'openapi-backend'

import { apiRoutes } from '@endpoints/index'
import { matchRoute } from '@/server/api/match-route'
import { buildOpenApiDocument, operationId } from '@/server/api/openapi'

import { getTestPayload } from './payload'

/**
 * Every response an integration test gets from /api is checked against the OpenAPI document the
 * server serves, with openapi-backend's response validator: a route that answers something its
 * description does not allow fails the test that called it.
 */
let backend: Promise<OpenAPIBackend> | null = null

export const openApiDocument = async () =>
  buildOpenApiDocument(apiRoutes, (await getTestPayload()).config)

const getBackend = () =>
  (backend ??= (async () => {
    // quick: its own document check knows OpenAPI 3.0 only; the 3.1 document is checked by
    // @seriousme/openapi-schema-validator in tests/int/openapi.test.ts.
    const api = new OpenAPIBackend({ definition: (await openApiDocument()) as never, quick: true })
    await api.init()
    return api
  })())

export type Checked = { status: number; json: unknown; headers: Headers }

/** The problems of one response, as sentences; empty when it matches the document. */
export const responseProblems = async (
  method: string,
  path: string,
  { status, json, headers }: Checked,
): Promise<string[]> => {
  let match: ReturnType<typeof matchRoute>
  try {
    match = matchRoute(apiRoutes, method, new URL(path, 'http://x').pathname)
  } catch {
    // A path the router itself refuses (a malformed escape: 400 before any route) has no operation.
    return []
  }
  if (match.kind !== 'found') return []
  const { route } = match
  const id = operationId(route)
  const described = route.responses?.[status]
  if (status < 400 && !described)
    return [`${method} ${path} answered ${status}, which is not described`]
  if (status >= 400 && status !== 401 && !json) return []
  const api = await getBackend()
  const problems: string[] = []
  const isJson = headers.get('content-type')?.includes('application/json') ?? false
  if (isJson || (status >= 400 && typeof json === 'object')) {
    const result = api.validator.validateResponse(json, id, status)
    for (const error of result.errors ?? [])
      problems.push(`${method} ${path} ${status}: body${error.instancePath} ${error.message}`)
  }
  for (const name of Object.keys(described?.headers ?? {})) {
    if (!headers.has(name)) problems.push(`${method} ${path} ${status}: no ${name} header`)
  }
  return problems
}
