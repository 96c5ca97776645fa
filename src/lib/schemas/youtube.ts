import { z } from 'zod'

import { messages } from '../validation/messages'
import { isYoutubeId } from '../validation/rules'
import type { YoutubeConfig } from '../../../payload-types'
import { requiredText } from './fields'
import { asDraftsField } from './publishing'
import { writeBody } from './write-body'

export const YOUTUBE_SYNC_TYPES = ['sermons', 'live_streams'] as const
export type YoutubeSyncType = (typeof YOUTUBE_SYNC_TYPES)[number]

/** Staff often paste the playlist's link; its list= parameter is the id. */
const playlistIdFrom = (value: string): string => {
  try {
    return new URL(value).searchParams.get('list') ?? value
  } catch {
    return value
  }
}

export const playlistIdSchema = requiredText('Playlist ID is required')
  .transform(playlistIdFrom)
  .refine(isYoutubeId, messages.youtubePlaylistId)

export const channelIdSchema = requiredText(messages.channelIdRequired).refine(
  isYoutubeId,
  messages.youtubeChannelId,
)

/** The range for every maxResults: 1 to 50; unset (undefined or null) means the default. */
export const maxResultsSchema = (defaultValue: number) =>
  z.coerce
    .number({ error: messages.maxResultsRange })
    .int(messages.maxResultsRange)
    .min(1, messages.maxResultsRange)
    .max(50, messages.maxResultsRange)
    .nullish()
    .transform((value) => value ?? defaultValue)

const syncTypeSchema = z.enum(YOUTUBE_SYNC_TYPES, { error: 'Type must be sermons or live_streams' })

/** Only sermons have drafts: a live-stream sync cannot be saved as drafts. */
const draftsOnlyForSermons = {
  check: (body: { type: YoutubeSyncType; asDrafts?: boolean }) =>
    !(body.asDrafts && body.type !== 'sermons'),
  params: {
    message: 'Live streams have no drafts: import as drafts is for sermons only',
    path: ['asDrafts'],
  },
}

// POST /api/admin/youtube/sync-playlist
export const syncPlaylistBodySchema = z
  .object({
    playlistId: playlistIdSchema,
    type: syncTypeSchema,
    maxResults: maxResultsSchema(50),
    asDrafts: asDraftsField,
  })
  .refine(draftsOnlyForSermons.check, draftsOnlyForSermons.params)
export type SyncPlaylistBody = z.infer<typeof syncPlaylistBodySchema>

// POST /api/admin/youtube/sync – a channel's uploads; they become sermons unless told otherwise
export const syncChannelBodySchema = z
  .object({
    channelId: channelIdSchema,
    type: syncTypeSchema.default('sermons'),
    asDrafts: asDraftsField,
  })
  .refine(draftsOnlyForSermons.check, draftsOnlyForSermons.params)
export type SyncChannelBody = z.infer<typeof syncChannelBodySchema>

// POST and PUT /api/admin/youtube-configs[/:id] – the channel config (docs/requirements/youtube.md)
export const youtubeConfigFields = {
  channelId: channelIdSchema,
  maxResults: maxResultsSchema(20),
} satisfies Partial<Record<keyof YoutubeConfig, z.ZodType>>
export const youtubeConfigBodySchema = writeBody('youtube-configs', youtubeConfigFields)
export type YoutubeConfigBody = z.infer<typeof youtubeConfigBodySchema>

/**
 * What a sync answers: the required message (docs/requirements/youtube.md), and the counts the tab
 * shows.
 */
export type YoutubeSyncResult = {
  message: string
  created: number
  updated: number
  skipped: number
}
