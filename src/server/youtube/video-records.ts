import type { youtube_v3 } from '@googleapis/youtube'

import { parseSermonDetails } from './sermon-details'
import {
  bestThumbnail,
  dateInTimeZone,
  formatDuration,
  timeInTimeZone,
  watchUrl,
} from './video-fields'

/** The fields a synced video owns: a re-sync rewrites these and nothing else. */
export type OwnedVideoFields = {
  youtubeVideoId: string
  title: string
  date: string
  duration?: string
  youtubeUrl: string
  thumbnailUrl?: string
  description?: string
}

export type SermonRecord = {
  owned: OwnedVideoFields
  /** Parsed from the title or description; used when the sermon is created, never to overwrite. */
  speaker?: string
  scripture?: string
}

export type LiveStreamRecord = {
  owned: OwnedVideoFields & { isLive: boolean; startTime?: string }
}

/** A broadcast that has not started has nothing to watch yet; it is synced once it has. */
export const isUpcoming = (video: youtube_v3.Schema$Video) =>
  video.snippet?.liveBroadcastContent === 'upcoming'

export const isLiveNow = (video: youtube_v3.Schema$Video) =>
  video.snippet?.liveBroadcastContent === 'live' ||
  Boolean(video.liveStreamingDetails?.actualStartTime && !video.liveStreamingDetails.actualEndTime)

/** When the service happened: a broadcast's start, otherwise when the video was published. */
const happenedAt = (video: youtube_v3.Schema$Video) =>
  video.liveStreamingDetails?.actualStartTime ??
  video.liveStreamingDetails?.scheduledStartTime ??
  video.snippet?.publishedAt ??
  undefined

const ownedFields = (
  video: youtube_v3.Schema$Video,
  timeZone: string,
  title: string,
): OwnedVideoFields | null => {
  const id = video.id
  const instant = happenedAt(video)
  const date = instant ? dateInTimeZone(instant, timeZone) : undefined
  if (!id || !date) return null
  return {
    youtubeVideoId: id,
    title: title || id,
    date,
    duration: formatDuration(video.contentDetails?.duration),
    youtubeUrl: watchUrl(id),
    thumbnailUrl: bestThumbnail(video.snippet?.thumbnails),
    description: video.snippet?.description?.trim() || undefined,
  }
}

export const toSermonRecord = (
  video: youtube_v3.Schema$Video,
  timeZone: string,
): SermonRecord | null => {
  const rawTitle = video.snippet?.title?.trim() ?? ''
  const details = parseSermonDetails(rawTitle, video.snippet?.description ?? '')
  const owned = ownedFields(video, timeZone, details.title)
  return owned ? { owned, speaker: details.speaker, scripture: details.scripture } : null
}

export const toLiveStreamRecord = (
  video: youtube_v3.Schema$Video,
  timeZone: string,
): LiveStreamRecord | null => {
  const owned = ownedFields(video, timeZone, video.snippet?.title?.trim() ?? '')
  if (!owned) return null
  // The broadcast's own start, on the same clock as its date; an upload that was never
  // broadcast has none (a live stream without one is taken to start at the Sunday service).
  const details = video.liveStreamingDetails
  const started = details?.actualStartTime ?? details?.scheduledStartTime
  const startTime = started ? timeInTimeZone(started, timeZone) : undefined
  // Owned only when YouTube knows it, so a re-sync never clears a time staff typed in.
  return { owned: { ...owned, isLive: isLiveNow(video), ...(startTime ? { startTime } : {}) } }
}
