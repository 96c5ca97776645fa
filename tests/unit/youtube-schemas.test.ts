import { describe, expect, it } from 'vitest'

import { siteConfigBodySchema } from '@/lib/schemas/admin-writes'
import {
  syncChannelBodySchema,
  syncPlaylistBodySchema,
  youtubeConfigBodySchema,
} from '@/lib/schemas/youtube'

describe('syncPlaylistBodySchema', () => {
  it('defaults maxResults to 50 and keeps a plain playlist id', () => {
    expect(syncPlaylistBodySchema.parse({ playlistId: ' PLabc_12-3 ', type: 'sermons' })).toEqual({
      playlistId: 'PLabc_12-3',
      type: 'sermons',
      maxResults: 50,
    })
  })

  it("takes the id from a pasted playlist link's list parameter", () => {
    const parsed = syncPlaylistBodySchema.parse({
      playlistId: 'https://www.youtube.com/playlist?list=PLxyz789',
      type: 'live_streams',
      maxResults: '10',
    })
    expect(parsed).toEqual({ playlistId: 'PLxyz789', type: 'live_streams', maxResults: 10 })
  })

  it('refuses ids with characters YouTube never uses', () => {
    const result = syncPlaylistBodySchema.safeParse({ playlistId: 'PL abc!', type: 'sermons' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0].message).toBe(
      'Playlist ID must be a YouTube playlist ID or link',
    )
  })
})

describe('channel schemas', () => {
  it('defaults a channel config to 20 results and a channel sync to sermons', () => {
    expect(youtubeConfigBodySchema.parse({ channelId: 'UCabc' })).toEqual({
      channelId: 'UCabc',
      maxResults: 20,
    })
    expect(syncChannelBodySchema.parse({ channelId: 'UCabc' })).toEqual({
      channelId: 'UCabc',
      type: 'sermons',
    })
  })
})

describe('siteConfigBodySchema YouTube settings', () => {
  const base = {
    churchName: 'St. Brendan',
    primaryColor: '#2563eb',
    accentColor: '#7c3aed',
    secondaryColor: '#1e293b',
    emailProvider: 'console',
  }

  it('accepts empty or valid playlist ids', () => {
    expect(
      siteConfigBodySchema.safeParse({
        ...base,
        youtubeSermonsPlaylistId: 'PLsermons',
        youtubeLiveStreamsPlaylistId: '',
        youtubeDefaultSpeaker: 'Parish Clergy',
      }).success,
    ).toBe(true)
  })

  it('refuses a playlist id that is not one', () => {
    const result = siteConfigBodySchema.safeParse({
      ...base,
      youtubeSermonsPlaylistId: 'not a playlist',
    })
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'youtubeSermonsPlaylistId',
    ])
  })
})
