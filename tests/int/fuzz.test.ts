import { apiRoutes } from '@endpoints/index'
import type { Route } from '@endpoints/types'
import fc from 'fast-check'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

// The fuzz sends bad payloads, not a flood: limits high enough never to answer for the payload.
vi.hoisted(() => {
  for (const name of ['FORM_PER_IP', 'FORM_PER_EMAIL', 'LOGIN_PER_IP', 'LOGIN_PER_ACCOUNT']) {
    process.env[`RATE_LIMIT_${name}`] = '1000000/60'
  }
})

/** At least 10,000 bad payloads in all, spread over every route of the table. */
const TOTAL_PAYLOADS = 10_000

/**
 * Routes that take no input at all and change data (clear-all): a payload cannot be "bad" for
 * them, it is simply ignored, and running them would empty the shared test database.
 */
const takesNoInput = (route: Route) =>
  route.method !== 'GET' &&
  !route.body &&
  !route.rawBody &&
  !route.query &&
  !route.path.includes(':')
const fuzzed = apiRoutes.filter((route) => !takesNoInput(route))
const runsPerRoute = Math.ceil(TOTAL_PAYLOADS / fuzzed.length)

const COUNTED: CollectionSlug[] = [
  'users',
  'sermons',
  'events',
  'sunday-services',
  'live-streams',
  'featured-content',
  'contact-messages',
  'visitor-requests',
  'newsletter-subscribers',
  'youtube-configs',
  'media',
  'payload-jobs',
]

// ---- generators --------------------------------------------------------------------------

const huge = fc
  .integer({ min: 5_000, max: 120_000 })
  .chain((length) =>
    fc
      .constantFrom('a', '.', ' ', '@', '[', '\u0000', 'é', '😀', '\\', '"')
      .map((unit) => unit.repeat(length)),
  )
const unicode = fc.string({ unit: 'binary', maxLength: 40 })
const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    '',
    ' ',
    '__proto__',
    'constructor',
    'NaN',
    '-1',
    '1e309',
    '0x10',
    'true',
    '2026-02-30',
    '25:99',
  ),
  unicode,
  huge,
)
const anything = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(unicode, fc.constantFrom('__proto__', 'constructor', 'prototype')),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value

const shapeKeys = (schema: Route['body'] | Route['query']): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape
  return shape ? Object.keys(shape) : []
}

/** A body's text: the route's own keys with wrong values, junk, deep nesting, prototype keys. */
const bodyText = (route: Route) => {
  const keys = shapeKeys(route.body)
  const ownKeysWrongValues = keys.length
    ? fc
        .dictionary(fc.constantFrom(...keys), anything, { maxKeys: keys.length })
        .map((value) => JSON.stringify(value))
    : fc.constant('{}')
  return fc.oneof(
    ownKeysWrongValues,
    anything.map((value) => JSON.stringify(value) ?? 'null'),
    fc.integer({ min: 21, max: 200_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc
      .integer({ min: 21, max: 5_000 })
      .map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    ownKeysWrongValues.map(
      (text) =>
        `{"__proto__":{"role":"superuser","isAdmin":true},"constructor":{"prototype":{"x":1}},${text.slice(1)}`,
    ),
    unicode,
    fc.constantFrom('{', '{"a":}', 'null', '[]', '"string"', '12', 'true', '\u0000'),
  )
}

const badId = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999999',
    '2147483648',
    'abc',
    '__proto__',
    '%00',
    '..%2F..%2Fetc',
    '%E2%82',
    ' 1',
  ),
  unicode.filter((text) => text.length > 0).map(encodeURIComponent),
)

const queryString = (route: Route) => {
  const keys = [...shapeKeys(route.query), 'limit', 'where[id][equals]', '__proto__']
  return fc
    .dictionary(
      fc.oneof(fc.constantFrom(...keys), unicode),
      fc.oneof(
        unicode,
        huge.map((text) => text.slice(0, 10_000)),
        scalar.map(String),
      ),
      { maxKeys: 4 },
    )
    .map((entries) => new URLSearchParams(entries as Record<string, string>).toString())
}

const request = (route: Route) =>
  fc.record({
    params: fc.array(badId, { minLength: 3, maxLength: 3 }),
    query: queryString(route),
    body: bodyText(route),
  })

// ---- the suite ---------------------------------------------------------------------------

describe(
  `fuzz: ${TOTAL_PAYLOADS.toLocaleString('en-US')}+ bad payloads across the route table`,
  { timeout: 600_000 },
  () => {
    let payload: Payload
    let admin: TestUser
    let removeUsers: () => Promise<void>
    const before: Record<string, number> = {}
    let sent = 0
    let accepted = 0

    const counts = async () => {
      const result: Record<string, number> = {}
      for (const collection of COUNTED)
        result[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
      return result
    }

    beforeAll(async () => {
      payload = await getTestPayload()
      const made = await createTestUsers(payload, ['admin'] as const)
      admin = made.users.admin
      removeUsers = made.remove
      Object.assign(before, await counts())
    })
    afterAll(() => removeUsers())

    it.each(fuzzed.map((route) => [`${route.method} ${route.path}`, route] as const))(
      '%s: never a 5xx; every refusal is the one error shape; nothing stored',
      async (_name, route) => {
        await fc.assert(
          fc.asyncProperty(request(route), async ({ params, query, body }) => {
            let index = 0
            const path = route.path.replace(/:\w+/g, () => params[index++])
            const result = await callApi(route.method, `${path}?${query}`, {
              rawBody: route.method === 'GET' ? undefined : body,
              cookie: route.access === 'admin' ? admin.cookie : undefined,
              headers: route.rawBody ? { 'content-type': 'image/png' } : undefined,
            })
            sent += 1
            // A 5xx the route documents is its answer, not a crash: GET /health says 503 with its
            // report when a check fails (in a long run, email an earlier test queued and never
            // sent has waited past the queue's limit). Any other 5xx fails.
            const documented5xx = result.status >= 500 && Boolean(route.responses?.[result.status])
            expect(
              result.status < 500 || documented5xx,
              `${route.method} ${path} answered ${result.status}`,
            ).toBe(true)
            // The one exception (docs/requirements/api.md): GET /api/auth/user answers null with
            // 401 for a visitor.
            const specNull = route.path === '/auth/user' && result.json === null
            if (result.status >= 400 && !specNull && !documented5xx) {
              expect(result.json).toEqual(expect.objectContaining({ message: expect.any(String) }))
              expect(
                Object.keys(result.json).every((key) => key === 'message' || key === 'errors'),
              ).toBe(true)
            }
            // A generated body can happen to be valid (a YouTube channel id "1e309" is one): what
            // it created is removed, so the final count shows what refused payloads stored.
            if (
              result.status < 300 &&
              route.method === 'POST' &&
              typeof result.json?.id === 'number'
            ) {
              accepted += 1
              await payload.delete({
                collection: route.path.split('/')[2] as CollectionSlug,
                id: result.json.id,
                overrideAccess: true,
              })
            }
          }),
          { numRuns: runsPerRoute },
        )
      },
    )

    it('stored nothing, and really sent at least 10,000 payloads', async () => {
      expect(sent).toBeGreaterThanOrEqual(TOTAL_PAYLOADS)
      console.info(`[fuzz] ${sent} payloads; ${accepted} happened to be valid creations (removed)`)
      const after = await counts()
      // The fuzz's own admin is the one extra user; everything else is as it was.
      expect(after).toEqual(before)
    })
  },
)
