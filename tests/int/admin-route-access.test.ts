import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiRoutes } from '@endpoints/index'
import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUser, type TestUser } from './helpers/users'

/** Every admin route in the table, so a route added later is covered without touching this file. */
const adminRoutes = apiRoutes.filter((route) => route.access === 'admin')
/** The prayer inbox's routes, open to the prayer team and staff only (docs/prayer.md). */
const prayerRoutes = apiRoutes.filter((route) => route.access === 'prayer')
const concretePath = (path: string) => path.replace(/:[^/]+/g, '1')

describe('admin routes refuse callers who are not staff', () => {
  let payload: Payload
  let member: TestUser
  let admin: TestUser
  let prayerTeam: TestUser

  beforeAll(async () => {
    payload = await getTestPayload()
    member = await createTestUser(payload, 'member')
    admin = await createTestUser(payload, 'admin')
    prayerTeam = await createTestUser(payload, 'prayer-team')
  })

  afterAll(async () => {
    for (const { user } of [member, admin, prayerTeam])
      await payload.delete({ collection: slugs.users, id: user.id })
  })

  it('has admin routes to check', () => {
    expect(adminRoutes.length).toBeGreaterThan(0)
  })

  it.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 401 to an anonymous caller',
    async (_name, route) => {
      const { status, json } = await callApi(route.method, concretePath(route.path), { body: {} })
      expect(status).toBe(401)
      expect(json.message).toMatch(/Unauthorized/)
    },
  )

  it.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 403 to a logged-in member',
    async (_name, route) => {
      const { status, json } = await callApi(route.method, concretePath(route.path), {
        body: {},
        cookie: member.cookie,
      })
      expect(status).toBe(403)
      expect(json.message).toMatch(/Forbidden/)
    },
  )

  it.each(
    adminRoutes.filter((route) => route.method === 'GET').map((route) => [route.path] as const),
  )('GET %s lets a staff admin in', async (path) => {
    const { status } = await callApi('GET', concretePath(path), { cookie: admin.cookie })
    // Let in: past the role check, whatever the route then makes of an empty request (a roster
    // of event 1 that does not exist is a 404, a person's data without an email a 400, an upload
    // address without the tus header a 412), and never a 5xx.
    expect([401, 403]).not.toContain(status)
    expect(status).toBeLessThan(500)
  })

  it.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 403 to the prayer team, who are not staff',
    async (_name, route) => {
      const { status } = await callApi(route.method, concretePath(route.path), {
        body: {},
        cookie: prayerTeam.cookie,
      })
      expect(status).toBe(403)
    },
  )

  it('has prayer routes to check', () => {
    expect(prayerRoutes.length).toBeGreaterThan(0)
  })

  it.each(prayerRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 401 to an anonymous caller and 403 to a member',
    async (_name, route) => {
      const path = concretePath(route.path)
      expect((await callApi(route.method, path, { body: {} })).status).toBe(401)
      const refused = await callApi(route.method, path, { body: {}, cookie: member.cookie })
      expect(refused.status).toBe(403)
      expect(refused.json.message).toMatch(/Forbidden/)
    },
  )
})
