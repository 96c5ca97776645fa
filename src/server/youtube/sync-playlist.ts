import type { youtube_v3 } from '@googleapis/youtube'
import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/env'
import type { YoutubeSyncResult, YoutubeSyncType } from '@/lib/schemas/youtube'
import { YOUTUBE_DEFAULTS } from '@/lib/site-config'
import { slugs } from '@/lib/slugs'
import { inTransaction } from '@/server/admin/in-transaction'

import type { User } from '../../../payload-types'
import { readPlaylistVideos } from './read-playlist'
import { saveLiveStream, saveSermon, type SyncCounts } from './save-synced-videos'
import { isUpcoming, toLiveStreamRecord, toSermonRecord } from './video-records'
import { createYoutubeClient, youtubeAccessFromEnv, type YoutubeAccess } from './youtube-client'

export type SyncPlaylistInput = {
  payload: Payload
  user: User | null
  playlistId: string
  type: YoutubeSyncType
  maxResults: number
  /** Sermons only (the schema refuses it for live streams): save as drafts, not published. */
  asDrafts?: boolean
  access?: YoutubeAccess
  timeZone?: string
}

const LABELS: Record<YoutubeSyncType, string> = { sermons: 'sermons', live_streams: 'live streams' }

const defaultSpeakerFor = async (payload: Payload, user: User | null) => {
  const config = await payload.findGlobal({
    slug: slugs.siteConfig,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return config.youtubeDefaultSpeaker?.trim() || YOUTUBE_DEFAULTS.defaultSpeaker
}

/** One video into the collection the sync is for; one not yet broadcast is skipped. */
const saveVideo = async (
  req: PayloadRequest,
  video: youtube_v3.Schema$Video,
  type: YoutubeSyncType,
  timeZone: string,
  defaultSpeaker: string,
  counts: SyncCounts,
  asDrafts: boolean | undefined,
) => {
  if (isUpcoming(video)) {
    counts.skipped += 1
  } else if (type === 'sermons') {
    const record = toSermonRecord(video, timeZone)
    if (record) await saveSermon(req, record, defaultSpeaker, counts, asDrafts)
    else counts.skipped += 1
  } else {
    const record = toLiveStreamRecord(video, timeZone)
    if (record) await saveLiveStream(req, record, counts)
    else counts.skipped += 1
  }
}

/**
 * Syncs a playlist into sermons or live streams. YouTube is read in full first, then every write
 * happens in one transaction: an error anywhere stores nothing. Skipped counts the entries that
 * are private, deleted, repeated or not yet broadcast, and the videos already up to date.
 */
export const syncPlaylist = async ({
  payload,
  user,
  playlistId,
  type,
  maxResults,
  asDrafts,
  access = youtubeAccessFromEnv(),
  timeZone = env.TIME_ZONE,
}: SyncPlaylistInput): Promise<YoutubeSyncResult> => {
  const client = createYoutubeClient(access)
  const { videos, unavailable } = await readPlaylistVideos(client, playlistId, maxResults)
  const defaultSpeaker = type === 'sermons' ? await defaultSpeakerFor(payload, user) : ''

  const counts = await inTransaction(payload, user, async (req) => {
    const counts: SyncCounts = { created: 0, updated: 0, skipped: unavailable }
    for (const video of videos) {
      await saveVideo(req, video, type, timeZone, defaultSpeaker, counts, asDrafts)
    }
    return counts
  })

  return {
    message: `Synced ${LABELS[type]}${asDrafts ? ' as drafts' : ''}: created ${counts.created}, updated ${counts.updated}, skipped ${counts.skipped}`,
    ...counts,
  }
}
