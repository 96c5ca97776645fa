import { afterEach, describe, expect, it, vi } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { LiveBadgeUntil, subscribeToEnd } from '@/components/cards/live-badge-until.client'
import {
  isOnAir,
  LONGEST_BROADCAST_MS,
  liveWindow,
  onAirJson,
  toVisitorStream,
} from '@/server/live-streams/live-window'
import { serviceVideoLd } from '@/server/seo/structured-data'

import type { LiveStream } from '../../payload-types'

const ZONE = 'America/New_York'
const at = (iso: string) => new Date(iso)

/** Sunday 22 November 2026, 10:30 in Maine (UTC-5), an hour and eight minutes long. */
const stream = (overrides: Partial<LiveStream> = {}): LiveStream => ({
  id: 7,
  title: 'Live: Sunday Worship',
  date: '2026-11-22',
  startTime: '10:30',
  duration: '1:08:15',
  youtubeUrl: 'https://www.youtube.com/watch?v=ZhNX2xGqc-f',
  isLive: true,
  updatedAt: '2026-11-22T15:00:00.000Z',
  createdAt: '2026-11-22T15:00:00.000Z',
  ...overrides,
})

describe('when a live stream is on air', () => {
  it('starts at its start time where the church is and lasts its duration', () => {
    expect(liveWindow(stream(), ZONE)).toEqual({
      start: at('2026-11-22T15:30:00Z'),
      end: at('2026-11-22T16:38:15Z'),
    })
  })

  it('without a start time, starts at the Sunday service (10:30)', () => {
    expect(liveWindow(stream({ startTime: null }), ZONE).start).toEqual(at('2026-11-22T15:30:00Z'))
  })

  it('without a duration (still broadcasting), lasts at most four hours', () => {
    const { start, end } = liveWindow(stream({ duration: null }), ZONE)
    expect(end.getTime() - start.getTime()).toBe(LONGEST_BROADCAST_MS)
    expect(end).toEqual(at('2026-11-22T19:30:00Z'))
  })

  it('is live during the broadcast and not five days later, with nobody unmarking it', () => {
    expect(isOnAir(stream(), ZONE, at('2026-11-22T16:00:00Z'))).toBe(true)
    expect(isOnAir(stream(), ZONE, at('2026-11-22T16:38:15Z'))).toBe(false)
    expect(isOnAir(stream(), ZONE, at('2026-11-27T12:00:00Z'))).toBe(false)
    expect(isOnAir(stream({ duration: null }), ZONE, at('2026-11-22T19:29:00Z'))).toBe(true)
    expect(isOnAir(stream({ duration: null }), ZONE, at('2026-11-22T19:31:00Z'))).toBe(false)
  })

  it('is live from when staff mark it, even before its start time, and never unmarked', () => {
    expect(isOnAir(stream(), ZONE, at('2026-11-22T15:20:00Z'))).toBe(true)
    expect(isOnAir(stream({ isLive: false }), ZONE, at('2026-11-22T16:00:00Z'))).toBe(false)
  })

  it('gives the pages isLive as on air and the end for the badge', () => {
    const during = toVisitorStream(stream(), ZONE, at('2026-11-22T16:00:00Z'))
    expect(during).toMatchObject({ isLive: true, liveUntil: Date.parse('2026-11-22T16:38:15Z') })
    const after = toVisitorStream(stream(), ZONE, at('2026-11-27T12:00:00Z'))
    expect(after.isLive).toBe(false)
    expect(after).not.toHaveProperty('liveUntil')
  })

  it('corrects a cached /api list only where a stream is marked live', () => {
    const recorded = JSON.stringify([stream({ isLive: false })])
    expect(onAirJson(recorded, ZONE, at('2026-11-27T12:00:00Z'))).toBe(recorded)
    const marked = JSON.stringify([stream(), stream({ id: 8, isLive: false })])
    const later = JSON.parse(onAirJson(marked, ZONE, at('2026-11-27T12:00:00Z'))) as LiveStream[]
    expect(later.map((item) => item.isLive)).toEqual([false, false])
    const during = JSON.parse(onAirJson(marked, ZONE, at('2026-11-22T16:00:00Z'))) as LiveStream[]
    expect(during.map((item) => item.isLive)).toEqual([true, false])
  })
})

describe('the BroadcastEvent of a live stream', () => {
  it('carries the real start and no end while on air', () => {
    const video = serviceVideoLd(stream(), ZONE, at('2026-11-22T16:00:00Z'))
    expect(video?.publication).toEqual({
      '@type': 'BroadcastEvent',
      isLiveBroadcast: true,
      startDate: '2026-11-22T10:30:00-05:00',
    })
  })

  it('carries the end once the broadcast is over', () => {
    const video = serviceVideoLd(stream(), ZONE, at('2026-11-27T12:00:00Z'))
    expect(video?.publication).toEqual({
      '@type': 'BroadcastEvent',
      isLiveBroadcast: true,
      startDate: '2026-11-22T10:30:00-05:00',
      endDate: '2026-11-22T11:38:15-05:00',
    })
  })

  it('is left out for a service that was never live', () => {
    const video = serviceVideoLd(stream({ isLive: false }), ZONE, at('2026-11-22T16:00:00Z'))
    expect(video?.publication).toBeUndefined()
  })
})

describe('the LIVE badge in the browser', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is in the page as rendered on the server', () => {
    const html = renderToStaticMarkup(createElement(LiveBadgeUntil, { until: Date.now() - 1 }))
    expect(html).toContain('LIVE')
  })

  it('is told when the broadcast ends, once, by one timer', () => {
    vi.useFakeTimers({ now: at('2026-11-22T16:00:00Z') })
    const onEnd = vi.fn()
    subscribeToEnd(Date.parse('2026-11-22T16:38:15Z'))(onEnd)
    vi.advanceTimersByTime(38 * 60 * 1000)
    expect(onEnd).not.toHaveBeenCalled()
    vi.advanceTimersByTime(15 * 1000)
    expect(onEnd).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('sets no timer for an end already past, and stops it when unsubscribed', () => {
    vi.useFakeTimers({ now: at('2026-11-22T16:00:00Z') })
    subscribeToEnd(Date.parse('2026-11-22T15:00:00Z'))(vi.fn())
    expect(vi.getTimerCount()).toBe(0)
    const unsubscribe = subscribeToEnd(Date.parse('2026-11-22T16:38:15Z'))(vi.fn())
    expect(vi.getTimerCount()).toBe(1)
    unsubscribe()
    expect(vi.getTimerCount()).toBe(0)
  })
})
