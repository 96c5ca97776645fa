import type { Payload } from 'payload'

import type { YoutubeSyncResult, YoutubeSyncType } from '@/lib/schemas/youtube'
import { slugs } from '@/lib/slugs'
import { notFound } from '@/server/api/errors'

import type { User } from '../../../payload-types'
import { findUploadsPlaylist } from './find-uploads-playlist'
import { syncPlaylist } from './sync-playlist'
import { createYoutubeClient, youtubeAccessFromEnv, type YoutubeAccess } from './youtube-client'

export type SyncChannelInput = {
  payload: Payload
  user: User | null
  channelId: string
  type: YoutubeSyncType
  /** Sermons only: save as drafts, not published. */
  asDrafts?: boolean
  access?: YoutubeAccess
  timeZone?: string
}

/** The default when a stored config has no maxResults (docs/requirements/youtube.md). */
const DEFAULT_CHANNEL_MAX_RESULTS = 20

/** Syncs a saved channel's uploads playlist, as many videos as its config allows. */
export const syncChannel = async ({
  payload,
  user,
  channelId,
  type,
  asDrafts,
  access = youtubeAccessFromEnv(),
  timeZone,
}: SyncChannelInput): Promise<YoutubeSyncResult> => {
  const { docs } = await payload.find({
    collection: slugs.youtubeConfigs,
    where: { channelId: { equals: channelId } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const config = docs[0]
  if (!config) {
    throw notFound(`Channel ${channelId} is not saved yet. Save it as a channel config first.`)
  }
  const uploads = await findUploadsPlaylist(createYoutubeClient(access), channelId)
  return syncPlaylist({
    payload,
    user,
    playlistId: uploads,
    type,
    maxResults: config.maxResults ?? DEFAULT_CHANNEL_MAX_RESULTS,
    asDrafts,
    access,
    timeZone,
  })
}
