import {
  syncChannelBodySchema,
  syncPlaylistBodySchema,
  youtubeConfigBodySchema,
} from '@/lib/schemas/youtube'
import { slugs } from '@/lib/slugs'
import { createForStaff, deleteForStaff, updateForStaff } from '@/server/admin/write-for-staff'
import { parseId } from '@/server/api/ids'
import { syncChannel } from '@/server/youtube/sync-channel'
import { syncPlaylist } from '@/server/youtube/sync-playlist'
import { isYoutubeConfigured } from '@/server/youtube/youtube-client'

import { z } from 'zod'

import { crudResponses, doc, json, syncResult } from './responses'
import { route } from './types'

export const youtubeRoutes = [
  route({
    method: 'GET',
    path: '/admin/youtube/status',
    access: 'admin',
    summary: 'Whether the server has a YouTube API key (never the key)',
    responses: { 200: json('Whether sync can run', z.object({ apiKeyConfigured: z.boolean() })) },
    handler: async () => ({ apiKeyConfigured: isYoutubeConfigured() }),
  }),
  route({
    method: 'POST',
    path: '/admin/youtube/sync-playlist',
    access: 'admin',
    summary:
      'Sync a YouTube playlist into sermons or live streams; all or nothing; asDrafts: true saves sermons as drafts',
    responses: { 200: json('What the sync did', syncResult) },
    body: syncPlaylistBodySchema,
    handler: ({ payload, user, body }) => syncPlaylist({ payload, user, ...body }),
  }),
  route({
    method: 'POST',
    path: '/admin/youtube/sync',
    access: 'admin',
    summary:
      "Sync a saved channel's uploads into sermons (or live streams), up to its maxResults; asDrafts: true saves sermons as drafts",
    responses: { 200: json('What the sync did', syncResult) },
    body: syncChannelBodySchema,
    handler: ({ payload, user, body }) => syncChannel({ payload, user, ...body }),
  }),
  route({
    method: 'POST',
    path: '/admin/youtube-configs',
    access: 'admin',
    summary: 'Save a YouTube channel config',
    responses: { 200: doc('The saved config', 'youtube-configs') },
    body: youtubeConfigBodySchema,
    handler: ({ payload, user, body }) =>
      createForStaff({ payload, user }, slugs.youtubeConfigs, body),
  }),
  route({
    method: 'PUT',
    path: '/admin/youtube-configs/:id',
    access: 'admin',
    summary: 'Update a YouTube channel config',
    responses: crudResponses.updated('youtube-configs'),
    body: youtubeConfigBodySchema,
    handler: ({ payload, user, params, body }) =>
      updateForStaff(
        { payload, user },
        slugs.youtubeConfigs,
        parseId(params.id, 'Channel config'),
        body,
        'Channel config',
      ),
  }),
  route({
    method: 'DELETE',
    path: '/admin/youtube-configs/:id',
    access: 'admin',
    summary: 'Delete a YouTube channel config',
    responses: crudResponses.deleted(),
    handler: ({ payload, user, params }) =>
      deleteForStaff(
        { payload, user },
        slugs.youtubeConfigs,
        parseId(params.id, 'Channel config'),
        'Channel config',
      ),
  }),
]
