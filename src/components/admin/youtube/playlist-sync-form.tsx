'use client'

import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { errorAttributes, FieldShell } from '@/components/forms/field-shell'
import { TextInput } from '@/components/forms/text-input'
import { syncPlaylistBodySchema, type SyncPlaylistBody } from '@/lib/schemas/youtube'

import { MaxResultsInput } from './max-results-input'
import type { YoutubeSync } from './use-youtube-sync'

type FormValues = z.input<typeof syncPlaylistBodySchema>

const EMPTY: FormValues = { playlistId: '', type: 'sermons', maxResults: 50 }

/** Any other playlist, by id or link, into sermons or live streams. */
export const PlaylistSyncForm = ({ sync }: { sync: YoutubeSync }) => {
  const form = useForm<FormValues, unknown, SyncPlaylistBody>({
    resolver: zodResolver(syncPlaylistBodySchema),
    defaultValues: EMPTY,
  })
  const { errors } = form.formState
  return (
    <section aria-labelledby="youtube-other-playlist-heading" className="space-y-3">
      <h3 id="youtube-other-playlist-heading" className="text-lg font-semibold text-slate-900">
        Sync another playlist
      </h3>
      <form
        noValidate
        onSubmit={form.handleSubmit((body) => sync.sync({ kind: 'playlist', body }))}
        className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <TextInput
          id="youtube-playlist-id"
          label="Playlist ID or link"
          error={errors.playlistId?.message}
          registration={form.register('playlistId')}
        />
        <FieldShell id="youtube-playlist-type" label="Save as" error={errors.type?.message}>
          <Select
            id="youtube-playlist-type"
            {...errorAttributes('youtube-playlist-type', errors.type?.message)}
            {...form.register('type')}
          >
            <option value="sermons">Sermons</option>
            <option value="live_streams">Live streams</option>
          </Select>
        </FieldShell>
        <MaxResultsInput
          id="youtube-playlist-max"
          error={errors.maxResults?.message}
          registration={form.register('maxResults')}
        />
        <Button type="submit" disabled={sync.isSyncing}>
          Sync playlist
        </Button>
      </form>
    </section>
  )
}
