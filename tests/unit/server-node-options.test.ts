import { describe, expect, it } from 'vitest'

import { SERVER_NODE_OPTIONS, withServerNodeOptions } from '../../scripts/server-node-options'

describe("the production server's Node settings (scripts/server-node-options.ts)", () => {
  it('bounds the young and the old generation', () => {
    expect(withServerNodeOptions({}).NODE_OPTIONS).toBe(
      '--max-semi-space-size=16 --max-old-space-size=512',
    )
  })

  it("puts the church's own NODE_OPTIONS after them, so those win", () => {
    const env = withServerNodeOptions({ NODE_OPTIONS: '--max-semi-space-size=32', PORT: '3000' })
    expect(env.NODE_OPTIONS).toBe(`${SERVER_NODE_OPTIONS.join(' ')} --max-semi-space-size=32`)
    expect(env.PORT).toBe('3000')
  })

  it("limits glibc's malloc arenas, unless the church sets its own number", () => {
    expect(withServerNodeOptions({}).MALLOC_ARENA_MAX).toBe('2')
    expect(withServerNodeOptions({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4')
  })
})
