import type { youtube_v3 } from '@googleapis/youtube'

import { todayIn } from '@/lib/time/today'
import { timeOfDayIn } from '@/lib/time/zoned'

/**
 * ISO 8601 durations as YouTube sends them (PT1H2M3S, P1DT2H, PT45S) in the site's h:mm:ss form.
 * Under an hour the hour is left out (31:48), as YouTube shows it and as sermons are typed in.
 * A zero or missing duration (a stream still live or not yet started) gives undefined.
 */
export const formatDuration = (iso: string | null | undefined): string | undefined => {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(iso?.trim() ?? '')
  if (!match) return undefined
  const [days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0))
  const total = ((days * 24 + hours) * 60 + minutes) * 60 + seconds
  if (total === 0) return undefined
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const pad = (value: number) => String(value).padStart(2, '0')
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}

const THUMBNAIL_PREFERENCE = ['maxres', 'standard', 'high', 'medium', 'default'] as const

/** The largest thumbnail YouTube made for the video. */
export const bestThumbnail = (
  thumbnails: youtube_v3.Schema$ThumbnailDetails | null | undefined,
): string | undefined => {
  for (const size of THUMBNAIL_PREFERENCE) {
    const url = thumbnails?.[size]?.url
    if (url) return url
  }
  return undefined
}

/** The calendar day (YYYY-MM-DD) an instant falls on where the church is. */
export const dateInTimeZone = (instant: string, timeZone: string): string | undefined => {
  const date = new Date(instant)
  return Number.isNaN(date.getTime()) ? undefined : todayIn(timeZone, date)
}

/** The time of day (HH:MM) an instant falls on where the church is. */
export const timeInTimeZone = (instant: string, timeZone: string): string | undefined => {
  const date = new Date(instant)
  return Number.isNaN(date.getTime()) ? undefined : timeOfDayIn(date, timeZone)
}

export const watchUrl = (videoId: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
