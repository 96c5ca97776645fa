import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiRoutes } from '@endpoints/index'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

/** Every state-changing route of the table, so a route added later is covered too. */
const changingRoutes = apiRoutes.filter(
  (route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method) && !route.anyOrigin,
)
const concretePath = (path: string) => path.replace(/:[^/]+/g, '1')
const MISSING_ORIGIN =
  'Request refused: a change must come from this website (the Origin header is missing)'

describe('a state-changing request without Origin is refused (docs/privacy.md#origin)', () => {
  let payload: Payload
  let users: Record<'admin', TestUser>
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    ;({ users, remove: removeUsers } = await createTestUsers(payload, ['admin']))
  })
  afterAll(() => removeUsers())

  it('has routes to check, and exactly one open to any origin: the RFC 8058 one-click POST', () => {
    expect(changingRoutes.length).toBeGreaterThan(30)
    expect(apiRoutes.filter((route) => route.anyOrigin).map((route) => route.path)).toEqual([
      '/newsletter/unsubscribe/one-click',
    ])
  })

  it.each(changingRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 403 with a sentence when Origin is missing, even with a staff cookie',
    async (_name, route) => {
      const { status, json } = await callApi(route.method, concretePath(route.path), {
        body: {},
        cookie: users.admin.cookie,
        origin: null,
      })
      expect(status).toBe(403)
      expect(json.message).toBe(MISSING_ORIGIN)
    },
  )

  it('lets a cookie-less API client signed in by its Authorization header through without Origin', async () => {
    const token = users.admin.cookie.split('=')[1]
    const settings = await callApi('GET', '/admin/privacy-settings', { cookie: users.admin.cookie })
    const { lastRetentionRun: _lastRun, ...saved } = settings.json
    const asClient = await callApi('PUT', '/admin/privacy-settings', {
      headers: { authorization: `JWT ${token}` },
      origin: null,
      body: saved,
    })
    expect(asClient.status).toBe(200)
    // The same header beside a cookie is a browser's request: the rule applies.
    const withCookie = await callApi('PUT', '/admin/privacy-settings', {
      headers: { authorization: `JWT ${token}` },
      cookie: users.admin.cookie,
      origin: null,
      body: saved,
    })
    expect(withCookie.status).toBe(403)
  })
})
