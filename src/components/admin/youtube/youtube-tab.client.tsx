'use client'

import { useQuery } from '@tanstack/react-query'

import { apiJson } from '@/lib/api/api-request'

import { AsDraftsCheckbox } from '../bulk/as-drafts-checkbox.client'
import { ChannelConfigs } from './channel-configs'
import { ConfiguredPlaylists } from './configured-playlists'
import { PlaylistSyncForm } from './playlist-sync-form'
import { SyncStatus } from './sync-status'
import { useYoutubeSync } from './use-youtube-sync'

const CARD = 'rounded-lg border border-slate-200 bg-white p-6 shadow-sm'

/**
 * The dashboard's youtube tab (playlist sync, docs/requirements/youtube.md), mounted at
 * /admin?tab=youtube.
 */
export const YoutubeTab = () => {
  const sync = useYoutubeSync()
  const status = useQuery({
    queryKey: ['/api/admin/youtube/status'],
    queryFn: () => apiJson<{ apiKeyConfigured: boolean }>('GET', '/api/admin/youtube/status'),
  })
  return (
    <div className="space-y-6" aria-busy={sync.isSyncing}>
      <div className={CARD}>
        <h2 className="text-2xl font-bold text-slate-900">YouTube</h2>
        <p className="mt-1 text-slate-700">
          Bring sermons and recorded services in from YouTube. A video synced again is updated,
          never copied, and the speaker, series and tags you set here are kept.
        </p>
        {status.data && !status.data.apiKeyConfigured ? (
          <p className="mt-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
            YouTube API key is not configured. Set YOUTUBE_API_KEY on the server to sync.
          </p>
        ) : null}
        <AsDraftsCheckbox
          id="youtube-as-drafts"
          checked={sync.asDrafts}
          onChange={sync.setAsDrafts}
          what="sermons (not live streams, which have no drafts)"
        />
        <div className="mt-4">
          <SyncStatus sync={sync} />
        </div>
      </div>
      <div className={CARD}>
        <ConfiguredPlaylists sync={sync} />
      </div>
      <div className={CARD}>
        <PlaylistSyncForm sync={sync} />
      </div>
      <div className={CARD}>
        <ChannelConfigs sync={sync} />
      </div>
    </div>
  )
}
