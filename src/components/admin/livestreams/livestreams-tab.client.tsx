'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { formatLongDate, formatTime } from '@/lib/format-date'
import { SUNDAY_WORSHIP_START } from '@/lib/site-defaults'

import type { LiveStream } from '../../../../payload-types'
import { useDeleteItem } from '../content/use-delete-item'
import { ConfirmDialog } from '../ui/confirm-dialog.client'
import { ListCount } from '../ui/list-count'
import { QueryState } from '../ui/query-state'
import { card } from '../ui/styles'
import { useAdminList } from '../use-admin-list'

const LIST_PATH = '/api/live-streams'

/**
 * The live streams with delete, which is DELETE /api/admin/live-streams/{id}
 * (docs/requirements/dashboard.md).
 */
export const LiveStreamsTab = () => {
  const list = useAdminList<LiveStream>(LIST_PATH)
  const [deleting, setDeleting] = useState<LiveStream | null>(null)
  const remove = useDeleteItem('/api/admin/live-streams', [[LIST_PATH]], () => setDeleting(null))
  const streams = list.data?.items ?? []
  return (
    <section className={card} aria-labelledby="livestreams-heading">
      <h2 id="livestreams-heading" className="text-xl font-semibold">
        Live streams
      </h2>
      <QueryState isLoading={list.isLoading} error={list.error} what="live streams">
        <ListCount
          shown={streams.length}
          total={list.data?.total ?? 0}
          noun="live streams"
          one="live stream"
        />
        {streams.length === 0 ? (
          <p className="py-4 text-slate-700">No live streams yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {streams.map((stream) => (
              <li
                key={stream.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div>
                  <p className="font-medium">{stream.title}</p>
                  <p className="text-sm text-slate-700">
                    {/* The start the site goes by; isLive is whether it is on air now. */}
                    {formatLongDate(stream.date)},{' '}
                    {formatTime(stream.startTime || SUNDAY_WORSHIP_START)} ·{' '}
                    {stream.isLive ? 'Live' : 'Recorded'}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="smallDanger"
                  onClick={() => setDeleting(stream)}
                  aria-label={`Delete ${stream.title}`}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title="Move live stream to the trash?"
        message={
          deleting
            ? `Move ${deleting.title} to the trash? You can restore it from the Trash tab.`
            : ''
        }
        confirmLabel="Move to trash"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  )
}
