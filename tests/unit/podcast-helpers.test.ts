import { describe, expect, it } from 'vitest'

import { durationSeconds, isoDuration } from '@/lib/content/duration'
import { seriesFeedPath, slugFromFeedFile, slugify, speakerFeedPath } from '@/lib/podcast-urls'
import { podcastGuid } from '@/server/podcast/podcast-guid'

describe('podcast URL builders', () => {
  it('slugifies names the same way for pages and feeds', () => {
    expect(slugify('The Rev. Canon Margaret Ellis')).toBe('the-rev-canon-margaret-ellis')
    expect(slugify('  Advent: Waiting & Watching!  ')).toBe('advent-waiting-and-watching')
    expect(slugify('Père Noël')).toBe('pere-noel')
    expect(slugify('???')).toBe('')
    expect(seriesFeedPath('The Gospel of Mark')).toBe('/podcast/series/the-gospel-of-mark.xml')
    expect(speakerFeedPath('Deacon Sarah Whitfield')).toBe(
      '/podcast/speakers/deacon-sarah-whitfield.xml',
    )
  })

  it('reads a slug back only from a well-formed feed file name', () => {
    expect(slugFromFeedFile('the-gospel-of-mark.xml')).toBe('the-gospel-of-mark')
    expect(slugFromFeedFile('Mark.xml')).toBeNull()
    expect(slugFromFeedFile('mark.rss')).toBeNull()
    expect(slugFromFeedFile('../x.xml')).toBeNull()
  })
})

describe('podcast:guid', () => {
  it("matches the Podcasting 2.0 spec's own example", () => {
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    )
    expect(podcastGuid('http://mp3s.nashownotes.com/pc20rss.xml/')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    )
  })
})

describe('sermon durations', () => {
  it('reads what staff type, and refuses what is not a duration', () => {
    expect(durationSeconds('31:48')).toBe(1908)
    expect(durationSeconds('1:02:03')).toBe(3723)
    expect(durationSeconds('45')).toBe(45)
    expect(durationSeconds('about half an hour')).toBeNull()
    expect(durationSeconds('12:75')).toBeNull()
    expect(durationSeconds('')).toBeNull()
    expect(durationSeconds(null)).toBeNull()
  })

  it('writes ISO 8601 durations', () => {
    expect(isoDuration(1908)).toBe('PT31M48S')
    expect(isoDuration(3723)).toBe('PT1H2M3S')
    expect(isoDuration(3600)).toBe('PT1H')
    expect(isoDuration(0)).toBe('PT0S')
  })
})
