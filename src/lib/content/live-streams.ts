/**
 * Filtering and sorting of the loaded live-stream list, done in the browser
 * (docs/requirements/public-pages.md).
 */

import type { LiveStream } from '../../../payload-types'
import { countOf } from '../format-count'

/**
 * A stream as the public pages show it: isLive only while it is on air, and then liveUntil, the
 * end of that broadcast (ms since the epoch), so a cached copy of the page can drop its LIVE
 * badge in the browser once the broadcast is over (src/server/live-streams/live-window.ts).
 */
export type VisitorStream = LiveStream & { liveUntil?: number }

export type StreamType = 'all' | 'live' | 'recorded'
export type StreamSort = 'date' | 'title' | 'duration'

export type StreamLike = {
  title: string
  description?: string | null
  date: string
  duration?: string | null
  isLive?: boolean | null
}

/** 'h:mm:ss', 'mm:ss' or 'ss' as seconds; anything unreadable counts as 0. */
export const durationSeconds = (duration: string | null | undefined): number => {
  if (!duration || !/^\d+(:\d{1,2}){0,2}$/.test(duration.trim())) return 0
  return duration
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0)
}

export const filterStreams = <T extends StreamLike>(
  streams: T[],
  search: string,
  type: StreamType,
): T[] => {
  const term = search.trim().toLowerCase()
  return streams.filter((stream) => {
    if (type === 'live' && !stream.isLive) return false
    if (type === 'recorded' && stream.isLive) return false
    if (!term) return true
    return `${stream.title} ${stream.description ?? ''}`.toLowerCase().includes(term)
  })
}

/**
 * Newest first, A to Z, or longest first. Newest first is how /live-streams renders, hydration
 * included, so it compares the ISO dates as plain text: `localeCompare` loads the browser's
 * collation data on its first call, a visible cost on a phone's main thread inside the hydrating
 * task (docs/performance-log.md). A to Z keeps it: people's titles need it, and it
 * runs only when a visitor picks that order.
 */
export const sortStreams = <T extends StreamLike>(streams: T[], sort: StreamSort): T[] => {
  const copy = [...streams]
  if (sort === 'title') return copy.sort((a, b) => a.title.localeCompare(b.title))
  if (sort === 'duration')
    return copy.sort((a, b) => durationSeconds(b.duration) - durationSeconds(a.duration))
  return copy.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
}

/** 'N service(s) found' with the plural right, and ' for "term"' while searching. */
export const streamCountText = (count: number, search: string): string =>
  `${countOf(count, 'service')} found${search.trim() ? ` for "${search.trim()}"` : ''}`
