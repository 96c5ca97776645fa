import { describe, expect, it } from 'vitest'

import { apiRoutes } from '@endpoints/index'
import { matchRoute } from '@/server/api/match-route'

describe('a malformed escape in an /api path', () => {
  it('is the caller’s mistake (400), not a crash (found by tests/int/fuzz.test.ts)', () => {
    expect(() => matchRoute(apiRoutes, 'GET', '/sermons/%E2%82')).toThrow(
      expect.objectContaining({ status: 400 }),
    )
    expect(matchRoute(apiRoutes, 'GET', '/sermons/%31')).toMatchObject({ params: { id: '1' } })
  })
})
