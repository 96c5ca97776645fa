import { describe, expect, it } from 'vitest'

import { countOf, formatCount, pluralNoun } from '@/lib/format-count'
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

  it("prints exactly what Intl's en-US long date prints, without Intl", () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    })
    for (let day = 0; day < 800; day += 7) {
      const date = new Date(Date.UTC(2025, 0, 1 + day, 12))
      const iso = date.toISOString()
      expect(formatLongDate(iso.slice(0, 10))).toBe(
        intl.format(new Date(`${iso.slice(0, 10)}T12:00:00`)),
      )
      expect(formatLongDate(iso)).toBe(intl.format(date))
    }
  })
})

describe('count formatting', () => {
  it("groups thousands as toLocaleString('en-US') does", () => {
    for (const value of [0, 7, 42, 999, 1000, 1204, 99_999, 100_000, 1_234_567, 20_000, -1204]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'))
    }
  })
})

describe('count nouns', () => {
  const rules = new Intl.PluralRules('en-US')

  it("picks the noun's number as Intl.PluralRules('en-US') does", () => {
    for (let value = -3; value <= 1001; value += 1) {
      expect(pluralNoun(value, 'one', 'other')).toBe(rules.select(value))
    }
  })

  it('says 1 message, 0 messages and 1,204 sermons', () => {
    expect(countOf(1, 'message')).toBe('1 message')
    expect(countOf(0, 'message')).toBe('0 messages')
    expect(countOf(2, 'request')).toBe('2 requests')
    expect(countOf(1204, 'sermon')).toBe('1,204 sermons')
    expect(countOf(1, 'child', 'children')).toBe('1 child')
    expect(countOf(3, 'child', 'children')).toBe('3 children')
  })
})
