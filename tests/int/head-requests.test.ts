import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiRoutes } from '@endpoints/index'
import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { handleApiRequest } from '@/server/api/router'
import { headAsGet } from '@/server/cms-api/head-as-get'
import { withListCaps } from '@/server/cms-api/with-list-caps'
import { mediaFileName } from '@/server/uploads/media-file-name'
import { storeImage } from '@/server/uploads/store-image'

import { makePng } from '../helpers/png'
import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUser, type TestUser } from './helpers/users'

/** Every GET in the table, so a route added later is covered without touching this file. */
const getRoutes = apiRoutes.filter((route) => route.method === 'GET')

/** A request through the router, as the Next catch-all hands it over. */
const send = (method: string, path: string, cookie?: string) =>
  handleApiRequest(
    new Request(new URL(`/api${path}`, env.SITE_URL), {
      method,
      headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
    }),
    apiRoutes,
  )

describe('HEAD on the /api routes (uptime monitors)', () => {
  let payload: Payload
  let admin: TestUser
  let image: string

  /** The route's path with its parameters filled: a stored image for /media, else id 1. */
  const concretePath = (path: string) => path.replace(':filename', image).replace(/:[^/]+/g, '1')

  beforeAll(async () => {
    payload = await getTestPayload()
    admin = await createTestUser(payload, 'admin')
    image = mediaFileName('head check.png', 'image/png')
    await storeImage(payload, { bytes: makePng(4, 4), filename: image, as: admin.user })
  })

  afterAll(async () => {
    await payload.delete({ collection: slugs.media, where: { filename: { equals: image } } })
    await payload.delete({ collection: slugs.users, id: admin.user.id })
  })

  it('has GET routes to check', () => {
    expect(getRoutes.length).toBeGreaterThan(10)
  })

  it.each(getRoutes.map((route) => [route.path] as const))(
    'HEAD %s answers with the GET’s status and headers, and no body',
    async (path) => {
      for (const cookie of [undefined, admin.cookie]) {
        const get = await send('GET', concretePath(path), cookie)
        const getBody = Buffer.from(await get.arrayBuffer())
        const head = await send('HEAD', concretePath(path), cookie)
        expect(head.status, `${path} ${cookie ? 'as staff' : 'anonymous'}`).toBe(get.status)
        expect(Object.fromEntries(head.headers)).toEqual(Object.fromEntries(get.headers))
        expect(head.body).toBeNull()
        // A redirect has no body to leave out; everything else does.
        if (get.status !== 303) expect(getBody.length, 'the GET’s body').toBeGreaterThan(0)
      }
    },
  )

  it('answers the health check and the public lists 200 to HEAD', async () => {
    for (const path of ['/health', '/sermons', '/events', '/site-config', `/media/${image}`]) {
      expect((await send('HEAD', path)).status, path).toBe(200)
    }
  })

  it('still refuses what GET refuses: a staff route answers an anonymous HEAD 401', async () => {
    expect((await send('HEAD', '/admin/contact-messages')).status).toBe(401)
  })

  it('names HEAD beside GET in a 405’s Allow; a path with no GET refuses HEAD', async () => {
    const { status, headers } = await callApi('DELETE', '/site-config')
    expect(status).toBe(405)
    expect(headers.get('allow')).toBe('GET, HEAD')
    const postOnly = await send('HEAD', '/contact')
    expect(postOnly.status).toBe(405)
    expect(postOnly.headers.get('allow')).toBe('POST')
  })
})

describe('HEAD on Payload’s REST API at /cms-api', () => {
  // As src/app/(payload)/cms-api/[...slug]/route.ts mounts it.
  const get = withListCaps(REST_GET(config))
  const head = headAsGet(get)
  const call = (handler: typeof get, method: string, path: string) => {
    const url = new URL(`/cms-api/${path}`, env.SITE_URL)
    return handler(new Request(url, { method, headers: { 'sec-fetch-site': 'same-origin' } }), {
      params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }),
    })
  }

  it.each(['users/me', 'sermons?limit=1', 'sermons?limit=0', 'no-such-collection'])(
    'HEAD /cms-api/%s answers with the GET’s status and headers, and no body',
    async (path) => {
      const got = await call(get, 'GET', path)
      const headed = await call(head, 'HEAD', path)
      expect(headed.status).toBe(got.status)
      expect(Object.fromEntries(headed.headers)).toEqual(Object.fromEntries(got.headers))
      expect(headed.body).toBeNull()
    },
  )
})
