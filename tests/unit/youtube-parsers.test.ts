import { describe, expect, it } from 'vitest'

import { findBibleReference } from '@/lib/scripture/parse'
import { parseSermonDetails } from '@/server/youtube/sermon-details'
import { bestThumbnail, dateInTimeZone, formatDuration } from '@/server/youtube/video-fields'

describe('formatDuration', () => {
  it.each([
    ['PT1H2M3S', '1:02:03'],
    ['PT1H', '1:00:00'],
    ['PT31M48S', '31:48'],
    ['PT45S', '0:45'],
    ['PT5M', '5:00'],
    ['P1DT2H3M4S', '26:03:04'],
    ['PT10H0M59S', '10:00:59'],
  ])('turns %s into %s', (iso, expected) => {
    expect(formatDuration(iso)).toBe(expected)
  })

  it.each(['P0D', 'PT0S', '', 'nonsense', null, undefined])(
    'gives no duration for %s (a live or upcoming broadcast, or no answer)',
    (iso) => {
      expect(formatDuration(iso)).toBeUndefined()
    },
  )
})

describe('bestThumbnail', () => {
  const thumb = (name: string) => ({ url: `https://i.ytimg.com/vi/x/${name}.jpg` })

  it('prefers maxres, then standard, high, medium and default', () => {
    const all = {
      default: thumb('default'),
      medium: thumb('mq'),
      high: thumb('hq'),
      standard: thumb('sd'),
      maxres: thumb('maxres'),
    }
    expect(bestThumbnail(all)).toContain('maxres')
    expect(bestThumbnail({ ...all, maxres: undefined })).toContain('sd')
    expect(bestThumbnail({ default: all.default, medium: all.medium, high: all.high })).toContain(
      'hq',
    )
    expect(bestThumbnail({ default: all.default, medium: all.medium })).toContain('mq')
    expect(bestThumbnail({ default: all.default })).toContain('default')
  })

  it('gives nothing when YouTube sent no thumbnails', () => {
    expect(bestThumbnail({})).toBeUndefined()
    expect(bestThumbnail(undefined)).toBeUndefined()
  })
})

describe('dateInTimeZone', () => {
  it("gives the church's calendar day, not UTC's", () => {
    // 02:30 UTC on the 6th is still the evening of the 5th in New York.
    expect(dateInTimeZone('2026-04-06T02:30:00Z', 'America/New_York')).toBe('2026-04-05')
    expect(dateInTimeZone('2026-04-06T02:30:00Z', 'Europe/London')).toBe('2026-04-06')
  })

  it('gives nothing for an unreadable instant', () => {
    expect(dateInTimeZone('not a date', 'America/New_York')).toBeUndefined()
  })
})

describe('findBibleReference', () => {
  it.each([
    ['Reading from John 3:16 today', 'John 3:16'],
    ['1 Corinthians 13:1-13', '1 Corinthians 13:1-13'],
    ['Psalm 23', 'Psalm 23'],
    ['Psalms 46:1–11', 'Psalms 46:1-11'],
    ['Rom. 8:28-39', 'Rom. 8:28-39'],
    ['Song of Songs 2:8', 'Song of Songs 2:8'],
  ])('finds the reference in %s', (text, expected) => {
    expect(findBibleReference(text)).toBe(expected)
  })

  it('does not mistake titles and ordinary words for books', () => {
    expect(findBibleReference('Rev. Sarah Collins')).toBeUndefined()
    expect(findBibleReference('mark 5 items as done')).toBeUndefined()
    expect(findBibleReference('Sunday Eucharist')).toBeUndefined()
  })
})

describe('parseSermonDetails', () => {
  it('reads "Title | Speaker | Scripture" and keeps the title proper', () => {
    expect(parseSermonDetails('The Good Shepherd | Rev. Sarah Collins | John 10:1-18')).toEqual({
      title: 'The Good Shepherd',
      speaker: 'Rev. Sarah Collins',
      scripture: 'John 10:1-18',
    })
  })

  it('reads "Title | Scripture" without inventing a speaker', () => {
    expect(parseSermonDetails('Love Is Patient | 1 Corinthians 13:4-7')).toEqual({
      title: 'Love Is Patient',
      speaker: undefined,
      scripture: '1 Corinthians 13:4-7',
    })
  })

  it('prefers the description\'s "Speaker:" and "Scripture:" lines', () => {
    const description = 'A sermon on hope.\nSpeaker: Canon Margaret Ellis\nScripture: Romans 8:18-25'
    expect(parseSermonDetails('Hope | Someone Else', description)).toEqual({
      title: 'Hope',
      speaker: 'Canon Margaret Ellis',
      scripture: 'Romans 8:18-25',
    })
  })

  it('accepts "Preacher:" and "Preached by" for the speaker', () => {
    expect(parseSermonDetails('Grace', 'Preacher: The Rev. Tom Hale').speaker).toBe(
      'The Rev. Tom Hale',
    )
    expect(parseSermonDetails('Grace', 'Preached by Deacon Ruth Park').speaker).toBe(
      'Deacon Ruth Park',
    )
  })

  it("takes the first reference under the 'Scriptures Referenced:' block", () => {
    const description =
      'We read about the tomb.\n\nScriptures Referenced:\nMark 16:1-8\nMatthew 28:1-10'
    expect(parseSermonDetails('He Is Going Ahead of You', description).scripture).toBe(
      'Mark 16:1-8',
    )
  })

  it('falls back to any Bible reference in the description', () => {
    expect(parseSermonDetails('Bread of Life', 'Today we hear John 6:35 again.').scripture).toBe(
      'John 6:35',
    )
  })

  it('finds neither speaker nor scripture in a plain title', () => {
    expect(parseSermonDetails('Sunday Sermon', 'Welcome to worship.')).toEqual({
      title: 'Sunday Sermon',
      speaker: undefined,
      scripture: undefined,
    })
  })
})
