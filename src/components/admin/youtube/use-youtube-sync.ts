'use client'

import { useState } from 'react'

import { apiJson } from '@/lib/api/api-request'
import type { SyncChannelBody, SyncPlaylistBody, YoutubeSyncResult } from '@/lib/schemas/youtube'

import { useAdminMutation } from '../use-admin-mutation'

export type YoutubeSyncRequest =
  { kind: 'playlist'; body: SyncPlaylistBody } | { kind: 'channel'; body: SyncChannelBody }

/** What the tab says once a sync has answered. */
export const syncResultText = ({ created, updated, skipped }: YoutubeSyncResult) =>
  `Created ${created}, updated ${updated}, skipped ${skipped}`

const SYNC_URLS = {
  playlist: '/api/admin/youtube/sync-playlist',
  channel: '/api/admin/youtube/sync',
} as const

/**
 * One sync at a time for the whole tab: every sync button watches the same mutation, so all are
 * disabled while one runs, and the tab shows the last result. Errors go through the dashboard's
 * own error toasts.
 */
export const useYoutubeSync = () => {
  const [lastResult, setLastResult] = useState<YoutubeSyncResult | null>(null)
  // "Import sermons as drafts": sermons only (live streams have no drafts); left out when unticked.
  const [asDrafts, setAsDrafts] = useState(false)
  const mutation = useAdminMutation<YoutubeSyncRequest, YoutubeSyncResult>({
    mutationFn: ({ kind, body }) => apiJson<YoutubeSyncResult>('POST', SYNC_URLS[kind], body),
    success: (result) => ({
      title: 'YouTube videos synced successfully',
      description: syncResultText(result),
    }),
    invalidates: [['/api/sermons'], ['/api/admin/sermons'], ['/api/live-streams']],
    onSuccess: setLastResult,
  })
  return {
    sync: (request: YoutubeSyncRequest) => {
      setLastResult(null)
      const drafts = asDrafts && (request.body.type ?? 'sermons') === 'sermons'
      mutation.mutate(
        drafts
          ? ({ ...request, body: { ...request.body, asDrafts } } as YoutubeSyncRequest)
          : request,
      )
    },
    asDrafts,
    setAsDrafts,
    isSyncing: mutation.isPending,
    lastResult,
  }
}

export type YoutubeSync = ReturnType<typeof useYoutubeSync>
