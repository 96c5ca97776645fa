import { describe, expect, it } from 'vitest'

import { clockDuration, normaliseDuration } from '@/lib/content/duration'
import { siteConfigFields } from '@/lib/schemas/admin-writes'
import { sermonFields } from '@/lib/schemas/content'
import { contrastProblem, contrastWithWhite } from '@/lib/validation/contrast'

describe('sermon durations as staff type them', () => {
  it.each([
    ['42:10', '42:10'],
    ['1:02:03', '1:02:03'],
    ['75:00', '1:15:00'],
    ['27 min', '27:00'],
    [' 27 MIN ', '27:00'],
    ['27min', '27:00'],
    ['90 mins', '1:30:00'],
    ['1h 5m', '1:05:00'],
    ['1h5m30s', '1:05:30'],
    ['1 hour and 5 minutes', '1:05:00'],
    ['2h', '2:00:00'],
    ['45s', '0:45'],
  ])('reads %j as %j', (typed, stored) => {
    expect(normaliseDuration(typed)).toBe(stored)
  })

  it.each(['45', 'about half an hour', '0:00', '12:75', '1h 90x', 'min', ''])(
    'refuses %j (a bare number could be minutes or seconds)',
    (typed) => {
      expect(normaliseDuration(typed)).toBeNull()
    },
  )

  it('writes the clock form with hours only when there are some', () => {
    expect(clockDuration(1908)).toBe('31:48')
    expect(clockDuration(3900)).toBe('1:05:00')
  })

  it('the schema the form, the API and the bulk import share normalises or refuses', () => {
    expect(sermonFields.duration.parse('27 min')).toBe('27:00')
    expect(sermonFields.duration.parse('')).toBe('')
    expect(sermonFields.duration.parse(null)).toBeNull()
    const refused = sermonFields.duration.safeParse('45')
    expect(refused.error?.issues[0].message).toBe(
      'Write the duration as 42:10 or 1:05:00 (27 min and 1h 5m work too)',
    )
  })
})

describe('theme colours under white text (WCAG AA, 4.5:1)', () => {
  it('measures the contrast ratio, rounded down to one decimal', () => {
    expect(contrastWithWhite('#ffffff')).toBe(1)
    expect(contrastWithWhite('#000000')).toBe(21)
    // 4.48:1 must not read as 4.5:1 and be refused.
    expect(contrastWithWhite('#777777')).toBe(4.4)
    expect(contrastWithWhite('#767676')).toBe(4.5)
  })

  it('refuses a colour white text is hard to read on, saying the ratio', () => {
    expect(contrastProblem('#f59e0b')).toBe(
      'Contrast with white text is 2.1:1; it needs at least 4.5:1',
    )
    expect(contrastProblem('#2563eb')).toBeNull()
    const refused = siteConfigFields.primaryColor.safeParse('#f59e0b')
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Contrast with white text is 2.1:1; it needs at least 4.5:1',
    ])
    // A value that is not a colour gets only the format message.
    expect(
      siteConfigFields.accentColor.safeParse('blue').error?.issues.map((issue) => issue.message),
    ).toEqual(['Use a hex colour such as #2563eb'])
  })
})
