import { durationSeconds } from '@/lib/content/duration'
import type { VisitorStream } from '@/lib/content/live-streams'
import { SUNDAY_WORSHIP_START } from '@/lib/site-defaults'
import { zonedInstant } from '@/lib/time/zoned'

import type { LiveStream } from '../../../payload-types'

/**
 * How long a broadcast with no recorded length is taken to last: a Sunday service with room to
 * spare. Past it, a stream someone forgot to unmark is no longer shown as live.
 */
export const LONGEST_BROADCAST_MS = 4 * 60 * 60 * 1000

type Timed = Pick<LiveStream, 'date' | 'startTime' | 'duration'>
type Flagged = Timed & Pick<LiveStream, 'isLive'>

/**
 * When a broadcast starts (its own start time, else the Sunday service's, where the church is)
 * and ends: its duration later once it has one, otherwise LONGEST_BROADCAST_MS later.
 */
export const liveWindow = (stream: Timed, timeZone: string): { start: Date; end: Date } => {
  const start = zonedInstant(stream.date, stream.startTime || SUNDAY_WORSHIP_START, timeZone)
  const seconds = durationSeconds(stream.duration)
  const length = seconds ? seconds * 1000 : LONGEST_BROADCAST_MS
  return { start, end: new Date(start.getTime() + length) }
}

/**
 * Live as visitors see it: marked live, and not yet at its end. Nobody has to unmark a stream
 * after the service. There is no lower bound: staff mark a stream when it goes out, which may be
 * before the service's own time (a prelude, or no start time given).
 */
export const isOnAir = (stream: Flagged, timeZone: string, now: Date): boolean =>
  Boolean(stream.isLive) && now < liveWindow(stream, timeZone).end

/** A stream for the public pages: isLive as on air now, and until when (for the badge). */
export const toVisitorStream = (stream: LiveStream, timeZone: string, now: Date): VisitorStream => {
  const onAir = isOnAir(stream, timeZone, now)
  // Only a stream on air carries its end: a list page sends nothing more for the others.
  return onAir
    ? { ...stream, isLive: true, liveUntil: liveWindow(stream, timeZone).end.getTime() }
    : { ...stream, isLive: false }
}

/**
 * A cached list (JSON text) with isLive as on air now. The text is sent as it is unless it holds
 * a stream marked live: only then is it parsed, checked and written again.
 */
export const onAirJson = (json: string, timeZone: string, now: Date): string => {
  if (!json.includes('"isLive":true')) return json
  const streams = JSON.parse(json) as LiveStream[]
  return JSON.stringify(
    streams.map((stream) => ({ ...stream, isLive: isOnAir(stream, timeZone, now) })),
  )
}
