import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as graphqlPost } from '@/app/(payload)/cms-api/graphql/route'
import { env } from '@/env'
import { withListCaps } from '@/server/cms-api/with-list-caps'

import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

/** Payload's REST API at /cms-api, as src/app/(payload)/cms-api/[...slug]/route.ts mounts it. */
const get = withListCaps(REST_GET(config))
const post = withListCaps(REST_POST(config))

const call = (handler: typeof get, path: string, init: RequestInit = {}, cookie?: string) => {
  const url = new URL(`/cms-api/${path}`, env.SITE_URL)
  return handler(
    new Request(url, {
      ...init,
      headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}), ...init.headers },
    }),
    { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) },
  )
}

describe('/cms-api for anyone but staff: capped lists, no GraphQL', () => {
  let payload: Payload
  let admin: TestUser
  let member: TestUser
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    const made = await createTestUsers(payload, ['admin', 'member'] as const)
    ;({ admin, member } = made.users)
    removeUsers = made.remove
  })
  afterAll(() => removeUsers())

  it.each([
    'sermons?limit=0',
    'sermons?limit=101',
    'sermons?limit=-1',
    'sermons?limit=abc',
    'sermons?pagination=false',
    'sermons?joins[x][limit]=0',
  ])('anonymous GET /cms-api/%s is refused (400) with the error shape', async (path) => {
    const response = await call(get, path)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.message).toMatch(/limit must be a whole number from 1 to 100|pagination=false/)
    expect(body.errors[0].message).toBe(body.message)
  })

  it('a member is capped too; a normal page is served', async () => {
    expect((await call(get, 'sermons?limit=0', {}, member.cookie)).status).toBe(400)
    const page = await call(get, 'sermons?limit=100')
    expect(page.status).toBe(200)
    expect((await page.json()).docs.length).toBeLessThanOrEqual(100)
  })

  it('staff (Payload’s admin screens) are not limited', async () => {
    const all = await call(get, 'sermons?limit=0&depth=0', {}, admin.cookie)
    expect(all.status).toBe(200)
    const { totalDocs } = await payload.count({ collection: 'sermons' })
    expect((await all.json()).docs).toHaveLength(totalDocs)
    expect((await call(get, 'sermons?pagination=false', {}, admin.cookie)).status).toBe(200)
  })

  it('POST-as-GET (method override) is capped the same way', async () => {
    const response = await call(post, 'sermons', {
      method: 'POST',
      body: 'limit=0',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-payload-http-method-override': 'GET',
        origin: env.SITE_URL,
      },
    })
    expect(response.status).toBe(400)
  })

  it('GraphQL is off unless GRAPHQL_ENABLED turns it on', async () => {
    const response = await graphqlPost(
      new Request(new URL('/cms-api/graphql', env.SITE_URL), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ Sermons(limit: 0) { docs { id } } }' }),
      }),
    )
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'GraphQL is turned off on this site' })
  })
})
