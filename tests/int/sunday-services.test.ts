import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { getTestPayload } from './helpers/payload'

const run = randomUUID().slice(0, 8)

describe('GET /api/sunday-services', () => {
  let payload: Payload
  const cleanup = new Cleanup()

  beforeAll(async () => {
    payload = await getTestPayload()
    for (const date of ['2032-03-07', '2032-03-14'])
      cleanup.track(
        slugs.sundayServices,
        await payload.create({
          collection: slugs.sundayServices,
          data: { date, time: '10:30', location: `Chapel ${run}` },
        }),
      )
  })
  afterAll(() => cleanup.run(payload))

  it('returns services newest first, limited, with X-Total-Count for all of them', async () => {
    const { status, json, headers } = await callApi('GET', '/sunday-services?limit=1')
    const { totalDocs } = await payload.count({ collection: slugs.sundayServices })
    expect(status).toBe(200)
    expect(json).toHaveLength(1)
    expect(Number(headers.get('x-total-count'))).toBe(totalDocs)
    expect(totalDocs).toBeGreaterThanOrEqual(2)
  })
})
