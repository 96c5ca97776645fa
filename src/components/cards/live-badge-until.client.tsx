'use client'

import { useCallback, useSyncExternalStore } from 'react'

import { LiveBadge } from './live-badge'

/** setTimeout's longest delay (about 24.8 days); an end further off needs no timer on this visit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

/** Calls `onEnd` once when `until` (ms since the epoch) arrives; for useSyncExternalStore. */
export const subscribeToEnd = (until: number) => (onEnd: () => void) => {
  const left = until - Date.now()
  if (left <= 0 || left > LONGEST_TIMER_MS) return () => {}
  const timer = setTimeout(onEnd, left)
  return () => clearTimeout(timer)
}

/**
 * The LIVE badge of a stream on air until `until`. Pages are cached, and a copy rendered during
 * the broadcast may be served after it (ISR serves a stale page once while it re-renders; a CDN
 * may too), so the browser drops the badge once the end has passed, and at the end for a visitor
 * still on the page. The server's render shows it; the check runs after hydration: one
 * comparison and at most one timer.
 */
export const LiveBadgeUntil = ({ until }: { until: number }) => {
  const subscribe = useCallback((onEnd: () => void) => subscribeToEnd(until)(onEnd), [until])
  const onAir = useSyncExternalStore(
    subscribe,
    () => Date.now() < until,
    () => true,
  )
  return onAir ? <LiveBadge /> : null
}
