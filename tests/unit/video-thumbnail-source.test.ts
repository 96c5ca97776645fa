import { describe, expect, it } from 'vitest'

import { thumbnailSourceUrl, thumbnailType } from '@/server/video-thumbnails/thumbnail-source'

const ID = 'dQw4w9WgXcQ'

describe('where a video thumbnail is fetched from', () => {
  it("is YouTube's hqdefault under the root, with or without a trailing slash", () => {
    const expected = `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`
    expect(thumbnailSourceUrl('https://i.ytimg.com', ID)).toBe(expected)
    expect(thumbnailSourceUrl('https://i.ytimg.com/', ID)).toBe(expected)
    expect(thumbnailSourceUrl('http://127.0.0.1:4000/yt/', ID)).toBe(
      `http://127.0.0.1:4000/yt/vi/${ID}/hqdefault.jpg`,
    )
  })
})

describe('which upstream types are passed on', () => {
  it.each([
    ['image/jpeg', 'image/jpeg'],
    ['image/webp', 'image/webp'],
    ['image/png', 'image/png'],
    ['Image/JPEG; charset=binary', 'image/jpeg'],
  ])('passes %s on as %s', (header, type) => {
    expect(thumbnailType(header)).toBe(type)
  })

  it.each([
    ['no type', null],
    ['HTML', 'text/html; charset=utf-8'],
    ['SVG, which can carry script and would run as this site', 'image/svg+xml'],
    ['a type that only starts like an image', 'image/jpegx'],
    ['bytes of no declared kind', 'application/octet-stream'],
  ])('refuses %s', (_, header) => {
    expect(thumbnailType(header)).toBeNull()
  })
})
