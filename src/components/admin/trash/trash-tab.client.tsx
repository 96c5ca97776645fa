'use client'

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'
import { countOf } from '@/lib/format-count'
import { formatDateAndTime, formatLongDate } from '@/lib/format-date'
import type { TrashItem, TrashList } from '@/lib/schemas/trash'
import { TRASH_KINDS } from '@/lib/trash-kinds'

import { ConfirmDialog } from '../ui/confirm-dialog.client'
import { QueryState } from '../ui/query-state'
import { card } from '../ui/styles'
import { useAdminMutation } from '../use-admin-mutation'

const TRASH_PATH = '/api/admin/trash'

/** Restoring or deleting changes the lists of every tab and the public pages' data: refetch all. */
const EVERYTHING = [[]]

const itemPath = (item: TrashItem) => `${TRASH_PATH}/${item.kind}/${item.id}`

const TrashRow = ({ item, onDelete }: { item: TrashItem; onDelete: (item: TrashItem) => void }) => {
  const restore = useAdminMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', `${itemPath(item)}/restore`),
    success: (data) => ({ title: 'Success', description: data.message }),
    invalidates: EVERYTHING,
  })
  const name = `${TRASH_KINDS[item.kind].label} ${item.title}`
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words">{item.title}</p>
        <p className="text-sm text-slate-700">
          {TRASH_KINDS[item.kind].label} · deleted {formatDateAndTime(item.deletedAt)}
          {item.deletedBy ? ` by ${item.deletedBy}` : ''} · deleted for good on{' '}
          {formatLongDate(item.purgeAt)}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="secondary"
          aria-label={`Restore ${name}`}
          disabled={restore.isPending}
          onClick={() => restore.mutate()}
        >
          {restore.isPending ? 'Restoring...' : 'Restore'}
        </Button>
        <Button
          type="button"
          variant="smallDanger"
          aria-label={`Delete ${name} for good`}
          onClick={() => onDelete(item)}
        >
          Delete for good
        </Button>
      </div>
    </li>
  )
}

/**
 * The trash (docs/trash.md): what staff deleted, who and when, with Restore, Delete for good and
 * Empty trash; the purge job deletes what is older than the trash setting.
 */
export const TrashTab = () => {
  const list = useQuery<TrashList>({ queryKey: [TRASH_PATH] })
  const [deleting, setDeleting] = useState<TrashItem | null>(null)
  const [emptying, setEmptying] = useState(false)
  const deleteOne = useAdminMutation({
    mutationFn: (item: TrashItem) => apiJson<{ message: string }>('DELETE', itemPath(item)),
    success: (data) => ({ title: 'Success', description: data.message }),
    invalidates: EVERYTHING,
    onSuccess: () => setDeleting(null),
  })
  const empty = useAdminMutation({
    mutationFn: () => apiJson<{ message: string }>('DELETE', TRASH_PATH),
    success: (data) => ({ title: 'Success', description: data.message }),
    invalidates: EVERYTHING,
    onSuccess: () => setEmptying(false),
  })
  const items = list.data?.items ?? []
  const keptDays = list.data?.keptDays ?? 30
  return (
    <section className={card} aria-labelledby="trash-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trash-heading" className="text-xl font-semibold">
          Trash
        </h2>
        <Button
          type="button"
          variant="danger"
          disabled={items.length === 0}
          onClick={() => setEmptying(true)}
        >
          Empty trash
        </Button>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Deleted sermons, events, services, featured content and live streams stay here for{' '}
        {countOf(keptDays, 'day')}, then are deleted for good. Change how long under Settings,
        Privacy.
      </p>
      <QueryState isLoading={list.isLoading} error={list.error} what="the trash">
        {items.length === 0 ? (
          <p className="py-4 text-slate-700">The trash is empty.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {items.map((item) => (
              <TrashRow key={`${item.kind}-${item.id}`} item={item} onDelete={setDeleting} />
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete for good?"
        message={deleting ? `Delete ${deleting.title} for good? This cannot be undone.` : ''}
        confirmLabel="Delete for good"
        pending={deleteOne.isPending}
        onConfirm={() => deleting && deleteOne.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={emptying}
        title="Empty the trash?"
        message={`Delete all ${countOf(items.length, 'item')} in the trash for good? This cannot be undone.`}
        confirmLabel="Empty trash"
        pending={empty.isPending}
        onConfirm={() => empty.mutate()}
        onCancel={() => setEmptying(false)}
      />
    </section>
  )
}
