import { Validator } from '@seriousme/openapi-schema-validator'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiRoutes } from '@endpoints/index'
import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { responseProblems } from './helpers/openapi'
import { getTestPayload } from './helpers/payload'
import { createTestUser, type TestUser } from './helpers/users'

describe('/api/openapi.json', () => {
  let payload: Payload
  let admin: TestUser
  let document: Record<string, any>

  beforeAll(async () => {
    payload = await getTestPayload()
    admin = await createTestUser(payload, 'admin')
    const { status, json } = await callApi('GET', '/openapi.json')
    expect(status).toBe(200)
    document = json
  })
  afterAll(() => payload.delete({ collection: slugs.users, id: admin.user.id }))

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toBe('3.1.0')
  })

  it('has every route of the table, each with its one description and its responses', () => {
    for (const route of apiRoutes) {
      const path = `/api${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`
      const operation = document.paths[path]?.[route.method.toLowerCase()]
      expect(operation, `${route.method} ${path}`).toBeDefined()
      expect(operation.summary).toBe(route.summary)
      expect(Object.keys(operation.responses).filter((status) => status !== 'default')).not.toEqual(
        [],
      )
    }
  })

  it('describes a write body from its zod schema: fields, required ones, no others', () => {
    const body =
      document.paths['/api/admin/sermons/{id}'].put.requestBody.content['application/json'].schema
    expect(body.required).toEqual(['title', 'speaker', 'date'])
    expect(body.additionalProperties).toBe(false)
    expect(body.properties.id.readOnly).toBe(true)
    expect(
      document.paths['/api/admin/youtube/sync'].post.requestBody.content['application/json'].schema
        .properties,
    ).toHaveProperty('type')
  })

  it('the response check catches a body the document does not allow', async () => {
    const sermon = await payload.create({
      collection: slugs.sermons,
      data: { title: 'Contract check', speaker: 'The Rev. Test', date: '2031-02-02' },
    })
    try {
      const { json } = await callApi('GET', `/sermons/${sermon.id}`)
      const headers = new Headers({ 'content-type': 'application/json' })
      const check = (body: unknown, path = '/sermons') =>
        responseProblems('GET', path, { status: 200, json: body, headers })
      expect(await check([{ ...json, title: 42 }])).toEqual([
        'GET /sermons 200: body/0/title must be string',
        'GET /sermons 200: no X-Total-Count header',
      ])
      expect(await check({ ...json, secret: 'x' }, `/sermons/${sermon.id}`)).toEqual([
        `GET /sermons/${sermon.id} 200: body must NOT have additional properties`,
      ])
      expect(await check(json, `/sermons/${sermon.id}`)).toEqual([])
    } finally {
      await payload.delete({ collection: slugs.sermons, id: sermon.id })
    }
  })

  // Every read, anonymous and as staff: callApi validates each answer against the document.
  const reads = apiRoutes.filter(
    (route) => route.method === 'GET' && !route.path.includes(':') && route.path !== '/login',
  )
  it.each(reads.map((route) => [route.path] as const))(
    'GET %s answers as described',
    async (path) => {
      await callApi('GET', path)
      await callApi('GET', path, { cookie: admin.cookie })
    },
  )

  it.each(['sermons', 'events', 'live-streams'])(
    'GET /%s/:id answers as described',
    async (name) => {
      const { json } = await callApi('GET', `/${name}?limit=1`)
      if (json.length) await callApi('GET', `/${name}/${json[0].id}`)
      expect((await callApi('GET', `/${name}/999999999`)).status).toBe(404)
    },
  )
})
