import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { getSermonsQuerySchema } from '@/lib/schemas/sermons'
import {
  CACHED_LIMITS,
  MAX_CACHED_PAGE,
  isCommonEventList,
  isCommonSermonList,
} from '@/server/cache/common-lists'

describe('list caches stay bounded whatever visitors query', () => {
  it('10,000 distinct sermon queries earn at most one cache entry per listed limit and archive page', () => {
    const keys = new Set<string>()
    fc.assert(
      fc.property(
        fc.record(
          {
            search: fc.string({ maxLength: 30 }),
            speaker: fc.string({ maxLength: 30 }),
            series: fc.string({ maxLength: 30 }),
            startDate: fc.constantFrom('2026-01-01', '2025-06-30', ''),
            limit: fc.integer({ min: 1, max: 1000 }).map(String),
            page: fc.integer({ min: 1, max: 10_000 }).map(String),
          },
          { requiredKeys: ['limit'] },
        ),
        (query) => {
          const filter = getSermonsQuerySchema.parse(query)
          if (isCommonSermonList(filter)) keys.add(JSON.stringify(filter))
        },
      ),
      { numRuns: 10_000 },
    )
    expect(keys.size).toBeLessThanOrEqual(CACHED_LIMITS.size * MAX_CACHED_PAGE)
  })

  it('the lists the site shows are cached', () => {
    expect(isCommonSermonList(getSermonsQuerySchema.parse({}))).toBe(true)
    expect(isCommonSermonList(getSermonsQuerySchema.parse({ limit: '3' }))).toBe(true)
    expect(isCommonSermonList(getSermonsQuerySchema.parse({ search: 'grace' }))).toBe(false)
    expect(isCommonSermonList(getSermonsQuerySchema.parse({ page: '10000' }))).toBe(false)
    expect(isCommonEventList(9)).toBe(true)
    expect(isCommonEventList(737)).toBe(false)
  })
})
