import { describe, expect, it } from 'vitest'

import { formatLongDate, formatTime } from '@/lib/format-date'

describe('date and time formatting', () => {
  it('shows YYYY-MM-DD dates in US long form without a day shift', () => {
    expect(formatLongDate('2026-11-01')).toBe('November 1, 2026')
    expect(formatLongDate('2026-12-31')).toBe('December 31, 2026')
  })

  it('shows an ISO date-time (a record timestamp) by its date', () => {
    expect(formatLongDate('2026-11-01T12:00:00.000Z')).toBe('November 1, 2026')
    expect(formatLongDate('2026-03-08T12:00:00-05:00')).toBe('March 8, 2026')
  })

  it('falls back to the raw text when a date cannot be parsed', () => {
    expect(formatLongDate('next Sunday')).toBe('next Sunday')
    expect(formatLongDate('2026-13-01')).toBe('2026-13-01')
    expect(formatLongDate('')).toBe('')
  })

  it('shows times of day in 12-hour form', () => {
    expect(formatTime('00:05')).toBe('12:05 AM')
    expect(formatTime('10:30')).toBe('10:30 AM')
    expect(formatTime('12:00')).toBe('12:00 PM')
    expect(formatTime('19:00')).toBe('7:00 PM')
    expect(formatTime('after lunch')).toBe('after lunch')
  })
})
