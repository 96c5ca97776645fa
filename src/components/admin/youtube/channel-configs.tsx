'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { TextInput } from '@/components/forms/text-input'
import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'
import { countOf } from '@/lib/format-count'
import { youtubeConfigBodySchema, type YoutubeConfigBody } from '@/lib/schemas/youtube'

import type { YoutubeConfig } from '../../../../payload-types'
import { useAdminList } from '../use-admin-list'
import { useAdminMutation } from '../use-admin-mutation'
import { MaxResultsInput } from './max-results-input'
import type { YoutubeSync } from './use-youtube-sync'

const CONFIGS_URL = '/api/youtube-configs'

type FormValues = z.input<typeof youtubeConfigBodySchema>

const EMPTY: FormValues = { channelId: '', maxResults: 20 }

/**
 * Saved channels (the channel configs of docs/requirements/youtube.md) and a sync of each one's
 * uploads.
 */
export const ChannelConfigs = ({ sync }: { sync: YoutubeSync }) => {
  const configs = useAdminList<YoutubeConfig>(CONFIGS_URL)
  const form = useForm<FormValues, unknown, YoutubeConfigBody>({
    resolver: zodResolver(youtubeConfigBodySchema),
    defaultValues: EMPTY,
  })
  // Saving a channel that is already listed changes its maxResults instead of refusing it.
  const save = useAdminMutation<YoutubeConfigBody>({
    mutationFn: (body) => {
      const existing = configs.data?.items.find((config) => config.channelId === body.channelId)
      return existing
        ? apiJson('PUT', `/api/admin/youtube-configs/${existing.id}`, body)
        : apiJson('POST', '/api/admin/youtube-configs', body)
    },
    success: { title: 'Channel saved', description: 'The channel can now be synced.' },
    invalidates: [[CONFIGS_URL]],
    onSuccess: () => form.reset(EMPTY),
  })
  const remove = useAdminMutation<number>({
    mutationFn: (id) => apiJson('DELETE', `/api/admin/youtube-configs/${id}`),
    success: { title: 'Success', description: 'Item deleted successfully' },
    invalidates: [[CONFIGS_URL]],
  })
  const { errors } = form.formState

  return (
    <section aria-labelledby="youtube-channels-heading" className="space-y-3">
      <h3 id="youtube-channels-heading" className="text-lg font-semibold text-slate-900">
        Channels
      </h3>
      <p className="text-sm text-slate-700">
        Syncing a channel reads its latest uploads (up to its max results) into sermons.
      </p>
      {configs.isPending ? <p className="text-sm text-slate-700">Loading...</p> : null}
      {configs.data && configs.data.items.length === 0 ? (
        <p className="text-sm text-slate-700">No channels saved yet.</p>
      ) : null}
      <ul className="divide-y divide-slate-200">
        {configs.data?.items.map((config) => (
          <li key={config.id} className="flex flex-wrap items-center gap-3 py-3">
            <span id={`youtube-channel-${config.id}`} className="font-mono text-sm text-slate-900">
              {config.channelId}
            </span>
            <span className="text-sm text-slate-700">
              {`up to ${countOf(config.maxResults ?? 20, 'video')}`}
            </span>
            <span className="ml-auto flex gap-2">
              <Button
                type="button"
                aria-describedby={`youtube-channel-${config.id}`}
                disabled={sync.isSyncing}
                onClick={() =>
                  sync.sync({
                    kind: 'channel',
                    body: { channelId: config.channelId, type: 'sermons' },
                  })
                }
              >
                Sync channel
              </Button>
              <Button
                type="button"
                aria-describedby={`youtube-channel-${config.id}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(config.id)}
                variant="secondary"
              >
                Delete
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <form
        noValidate
        onSubmit={form.handleSubmit((body) => save.mutate(body))}
        className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      >
        <TextInput
          id="youtube-channel-id"
          label="Channel ID"
          error={errors.channelId?.message}
          registration={form.register('channelId')}
        />
        <MaxResultsInput
          id="youtube-channel-max"
          error={errors.maxResults?.message}
          registration={form.register('maxResults')}
        />
        <Button type="submit" disabled={save.isPending} variant="secondary">
          Save channel
        </Button>
      </form>
    </section>
  )
}
