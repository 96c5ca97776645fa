import { describe, expect, it } from 'vitest'

import { sameAnswer } from '../../src/lib/api/same-answer'

const events = [
  { id: 1, title: 'Beach Baptism', date: '2026-12-06', location: null },
  { id: 2, title: 'Blessing of the Fleet', date: '2026-12-13', location: 'Harbour' },
]

describe('sameAnswer', () => {
  it('is true for a fresh answer that says the same as the one shown', () => {
    expect(sameAnswer(events, structuredClone(events))).toBe(true)
  })

  it('is false when anything in it changed, was added or was removed', () => {
    expect(sameAnswer(events, [{ ...events[0], title: 'Beach Baptisms' }, events[1]])).toBe(false)
    expect(sameAnswer(events, [...events, { id: 3, title: 'Carols', date: '2026-12-20' }])).toBe(
      false,
    )
    expect(sameAnswer(events, events.slice(1))).toBe(false)
    expect(sameAnswer(events, [events[1], events[0]])).toBe(false)
  })

  it('is false when nothing is shown yet, so a first answer is always stored', () => {
    expect(sameAnswer(undefined, events)).toBe(false)
    expect(sameAnswer(undefined, undefined)).toBe(false)
  })
})
