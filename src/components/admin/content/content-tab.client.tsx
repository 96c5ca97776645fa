'use client'

import { useState, type ReactNode } from 'react'

import { useDebouncedValue } from '@/components/sermons/use-debounced-value'
import { Button } from '@/components/ui/button'
import { slugify } from '@/lib/content/slugify'

import { ConfirmDialog } from '../ui/confirm-dialog.client'
import { ListCount } from '../ui/list-count'
import { QueryState } from '../ui/query-state'
import { card } from '../ui/styles'
import { ADMIN_LIST_LIMIT, useAdminList } from '../use-admin-list'
import { changedBySave } from './changed-by-save'
import { HistoryDialog } from '../history/history-dialog.client'
import { ContentFormDialog, type EditExtras } from './content-form-dialog.client'
import { ContentTable } from './content-table'
import { ListPager, ListSearch } from './list-browse.client'
import type { AdminResource } from './resources'
import { useDeleteItem } from './use-delete-item'

type Props<Item extends { id: number }> = {
  resource: AdminResource<Item>
  title: string
  /** The tab's bulk tools, under the list. */
  tools?: ReactNode
  editExtras?: EditExtras<Item>
}

/** Staff stop typing for this long before the list is searched. */
const SEARCH_DELAY_MS = 300

/**
 * The list's query: nothing beyond limit=100 (docs/requirements/dashboard.md) for the first page of
 * everything, so a client sending just that request sees the same list; search and page when used.
 */
const listParams = (search: string, page: number) => ({
  ...(search ? { search } : {}),
  ...(page > 1 ? { page: String(page) } : {}),
})

/**
 * A content tab: the list (100 at a time; searchable and paged for sermons and events), Add,
 * Edit and Delete through one dialog, History for items with versions, and its tools. Edit and Delete work on any page.
 */
export const ContentTab = <Item extends { id: number }>({
  resource,
  title,
  tools,
  editExtras,
}: Props<Item>) => {
  const [typed, setTyped] = useState('')
  const [search] = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS)
  // A page belongs to the search it was chosen under; a new search starts at page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 })
  const page = paging.search === search ? paging.page : 1
  const list = useAdminList<Item>(resource.listPath, listParams(search, page))
  const totalPages = Math.max(1, Math.ceil((list.data?.total ?? 0) / ADMIN_LIST_LIMIT))
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null)
  const [deleting, setDeleting] = useState<Item | null>(null)
  const [historyOf, setHistoryOf] = useState<Item | null>(null)
  const remove = useDeleteItem(resource.writePath, changedBySave(resource), () => setDeleting(null))
  // An id holds no spaces: "Sunday services-heading" would point at nothing.
  const headingId = `${slugify(resource.plural)}-heading`

  return (
    <div className="space-y-6">
      <section className={card} aria-labelledby={headingId}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-xl font-semibold">
              {title}
            </h2>
            {list.data ? (
              <ListCount
                shown={list.data.items.length}
                total={list.data.total}
                noun={resource.plural}
                one={resource.one}
                page={page}
              />
            ) : null}
          </div>
          <Button
            type="button"

            onClick={() => setEditing({ item: null })}
          >
            Add {resource.one}
          </Button>
        </div>
        {resource.search ? (
          <ListSearch {...resource.search} value={typed} onChange={setTyped} />
        ) : null}
        <QueryState isLoading={list.isLoading} error={list.error} what={resource.plural}>
          <ContentTable
            resource={resource}
            items={list.data?.items ?? []}
            onEdit={(item) => setEditing({ item })}
            onDelete={setDeleting}
            onHistory={resource.history ? setHistoryOf : undefined}
            search={search}
          />
        </QueryState>
        {resource.search ? (
          <ListPager
            page={page}
            totalPages={totalPages}
            noun={resource.plural}
            onPage={(target) => setPaging({ search, page: target })}
          />
        ) : null}
      </section>
      {tools}
      <ContentFormDialog
        resource={resource}
        item={editing?.item ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
        editExtras={editExtras}
      />
      {resource.history ? (
        <HistoryDialog
          collection={resource.history}
          item={historyOf ? { id: historyOf.id, name: resource.describe(historyOf) } : null}
          fields={resource.fields}
          listPath={resource.listPath}
          onClose={() => setHistoryOf(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Move ${resource.one} to the trash?`}
        message={
          deleting
            ? `Move ${resource.describe(deleting)} to the trash? It leaves the website at once; you can restore it from the Trash tab.`
            : ''
        }
        confirmLabel="Move to trash"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  )
}
