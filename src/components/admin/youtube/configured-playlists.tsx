'use client'

import { useQuery } from '@tanstack/react-query'

import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'
import type { YoutubeSyncType } from '@/lib/schemas/youtube'

import type { YoutubeSync } from './use-youtube-sync'

type PlaylistSettings = {
  youtubeSermonsPlaylistId?: string | null
  youtubeLiveStreamsPlaylistId?: string | null
}

const PLAYLISTS: { type: YoutubeSyncType; label: string; setting: keyof PlaylistSettings }[] = [
  { type: 'sermons', label: 'Sermons', setting: 'youtubeSermonsPlaylistId' },
  { type: 'live_streams', label: 'Live stream archive', setting: 'youtubeLiveStreamsPlaylistId' },
]

/** One-click syncs of the church's two playlists, whose ids live in the site configuration. */
export const ConfiguredPlaylists = ({ sync }: { sync: YoutubeSync }) => {
  const settings = useQuery({
    queryKey: ['/api/site-config'],
    queryFn: () => apiJson<PlaylistSettings>('GET', '/api/site-config'),
  })
  return (
    <section aria-labelledby="youtube-playlists-heading" className="space-y-3">
      <h3 id="youtube-playlists-heading" className="text-lg font-semibold text-slate-900">
        Church playlists
      </h3>
      <p className="text-sm text-slate-700">
        The playlist IDs are set under Settings. Syncing adds new videos and updates changed ones.
      </p>
      {settings.isPending ? <p className="text-sm text-slate-700">Loading...</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {PLAYLISTS.map(({ type, label, setting }) => {
          const playlistId = settings.data?.[setting]?.trim()
          return (
            <li key={type} className="rounded border border-slate-200 p-4">
              <p className="font-medium text-slate-900">{label}</p>
              <p className="mt-1 break-all font-mono text-xs text-slate-700">
                {playlistId || 'No playlist set'}
              </p>
              <Button
                type="button"
                disabled={!playlistId || sync.isSyncing}
                onClick={() =>
                  playlistId &&
                  sync.sync({ kind: 'playlist', body: { playlistId, type, maxResults: 50 } })
                }
                className="mt-3"
              >
                {`Sync ${label.toLowerCase()}`}
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
