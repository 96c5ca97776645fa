'use client'

import { useState, type ReactNode } from 'react'

import { ConfirmDialog } from '../ui/confirm-dialog.client'
import { ListCount } from '../ui/list-count'
import { QueryState } from '../ui/query-state'
import { card, primaryButton } from '../ui/styles'
import { useAdminList } from '../use-admin-list'
import { ContentFormDialog } from './content-form-dialog.client'
import { ContentTable } from './content-table'
import type { AdminResource } from './resources'
import { useDeleteItem } from './use-delete-item'

type Props<Item extends { id: number }> = {
  resource: AdminResource<Item>
  title: string
  /** The tab's bulk tools, under the list. */
  tools?: ReactNode
}

/** A content tab: the list (first 100), Add, Edit and Delete through one dialog, and its tools. */
export const ContentTab = <Item extends { id: number }>({
  resource,
  title,
  tools,
}: Props<Item>) => {
  const list = useAdminList<Item>(resource.listPath)
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null)
  const [deleting, setDeleting] = useState<Item | null>(null)
  const remove = useDeleteItem(resource.writePath, resource.listPath, () => setDeleting(null))

  return (
    <div className="space-y-6">
      <section className={card} aria-labelledby={`${resource.plural}-heading`}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id={`${resource.plural}-heading`} className="text-xl font-semibold">
              {title}
            </h2>
            {list.data ? (
              <ListCount
                shown={list.data.items.length}
                total={list.data.total}
                noun={resource.plural}
              />
            ) : null}
          </div>
          <button
            type="button"
            className={primaryButton}
            onClick={() => setEditing({ item: null })}
          >
            Add {resource.label.toLowerCase()}
          </button>
        </div>
        <QueryState isLoading={list.isLoading} error={list.error} what={resource.plural}>
          <ContentTable
            resource={resource}
            items={list.data?.items ?? []}
            onEdit={(item) => setEditing({ item })}
            onDelete={setDeleting}
          />
        </QueryState>
      </section>
      {tools}
      <ContentFormDialog
        resource={resource}
        item={editing?.item ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${resource.label.toLowerCase()}?`}
        message={deleting ? `Delete ${resource.describe(deleting)}? This cannot be undone.` : ''}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  )
}
