import { describe, expect, it } from 'vitest'

import {
  archiveUrl,
  EMPTY_SERMON_FILTER,
  readArchiveLocation,
  readArchiveParams,
  sermonCountText,
  sermonsPageUrl,
} from '@/lib/sermon-filter'
import { pageWindow } from '@/components/sermons/sermon-pager'
import { seriesPath, slugify, speakerPath } from '@/lib/content/slugify'
import { fullTextQuery } from '@/server/sermons/search-sermons'

describe('the archive URL', () => {
  it('carries only the filters that are set, and the page after the first', () => {
    expect(archiveUrl(EMPTY_SERMON_FILTER)).toBe('/sermons')
    expect(archiveUrl(EMPTY_SERMON_FILTER, 3)).toBe('/sermons/page/3')
    expect(archiveUrl({ ...EMPTY_SERMON_FILTER, search: '  ' }, 3)).toBe('/sermons/page/3')
    expect(archiveUrl({ ...EMPTY_SERMON_FILTER, search: ' Romans 8 ', speaker: 'A & B' }, 2)).toBe(
      '/sermons/search?search=Romans+8&speaker=A+%26+B&page=2',
    )
    expect(archiveUrl({ ...EMPTY_SERMON_FILTER, series: 'Advent' })).toBe(
      '/sermons/search?series=Advent',
    )
    expect(sermonsPageUrl({ ...EMPTY_SERMON_FILTER, series: 'Advent' }, 1)).toBe(
      '/api/sermons?series=Advent&limit=36',
    )
  })

  it('reads back what it wrote, and ignores what is malformed', () => {
    const params = new URLSearchParams('search=Ps+23&startDate=2024-01-01&endDate=soon&page=2')
    expect(readArchiveParams((name) => params.get(name))).toEqual({
      filter: { ...EMPTY_SERMON_FILTER, search: 'Ps 23', startDate: '2024-01-01' },
      page: 2,
    })
    expect(readArchiveLocation('/sermons/page/7', '')).toEqual({
      filter: EMPTY_SERMON_FILTER,
      page: 7,
    })
    expect(readArchiveLocation('/sermons/search', '?speaker=A+%26+B&page=3')).toEqual({
      filter: { ...EMPTY_SERMON_FILTER, speaker: 'A & B' },
      page: 3,
    })
    for (const page of ['0', '-1', '2.5', 'x', '10001']) {
      expect(readArchiveParams((name) => (name === 'page' ? page : null)).page).toBe(1)
    }
  })
})

describe('the count and page links', () => {
  it.each([
    [1204, false, '1,204 sermons'],
    [1, false, '1 sermon'],
    [37, true, '37 sermons match'],
    [1, true, '1 sermon matches'],
  ] as const)('%i (filtered: %s) reads %s', (total, filtered, text) => {
    expect(sermonCountText(total, filtered)).toBe(text)
  })

  it('offers the first, the last and two either side of the current page', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4])
    expect(pageWindow(10, 278)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 278])
    expect(pageWindow(278, 278)).toEqual([1, 'gap', 276, 277, 278])
  })
})

describe('slugs and full-text queries', () => {
  it.each([
    ['The Rev. Canon Margaret Ellis', 'the-rev-canon-margaret-ellis'],
    ['Psalms for the Shore', 'psalms-for-the-shore'],
    ['Faith & Work', 'faith-and-work'],
    ['  Músic -- of the Sea!  ', 'music-of-the-sea'],
  ])('slugify(%j) is %s', (name, slug) => {
    expect(slugify(name)).toBe(slug)
  })

  it('links series and speakers by their slugs', () => {
    expect(seriesPath('The Gospel of Mark')).toBe('/sermons/series/the-gospel-of-mark')
    expect(speakerPath('Thomas Reyes')).toBe('/sermons/speakers/thomas-reyes')
  })

  it('turns words into prefix terms and drops tsquery syntax', () => {
    expect(fullTextQuery('storm at sea')).toBe('storm:* & at:* & sea:*')
    expect(fullTextQuery("widow's | !coins & (x)")).toBe('widow:* & coins:*')
    expect(fullTextQuery('')).toBe('')
  })
})
