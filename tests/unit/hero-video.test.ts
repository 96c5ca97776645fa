import { describe, expect, it } from 'vitest'

import { DEFAULT_HERO_VIDEO_URL, heroVideoId } from '@/components/home/hero-video-choice'
import { youtubeVideoId } from '@/lib/content/youtube'

describe('heroVideoId (the home page background video)', () => {
  it('uses the featured item of type video', () => {
    expect(
      heroVideoId([
        { type: 'sermon', youtubeUrl: 'https://youtu.be/AAAAAAAAAAA' },
        { type: 'video', youtubeUrl: 'https://www.youtube.com/watch?v=BBBBBBBBBBB' },
      ]),
    ).toBe('BBBBBBBBBBB')
  })

  it('falls back to the default video when no item is a video, or it has no link', () => {
    const fallback = youtubeVideoId(DEFAULT_HERO_VIDEO_URL)
    expect(fallback).toMatch(/^[A-Za-z0-9_-]{11}$/)
    expect(heroVideoId([])).toBe(fallback)
    expect(heroVideoId([{ type: 'event', youtubeUrl: 'https://youtu.be/CCCCCCCCCCC' }])).toBe(
      fallback,
    )
    expect(heroVideoId([{ type: 'video', youtubeUrl: '' }])).toBe(fallback)
  })

  it('gives no id (so the stock image shows) when the link has no recognisable video id', () => {
    expect(heroVideoId([{ type: 'video', youtubeUrl: 'https://vimeo.com/12345' }])).toBeNull()
    expect(
      heroVideoId([{ type: 'video', youtubeUrl: 'https://www.youtube.com/watch?v=short' }]),
    ).toBeNull()
  })
})
