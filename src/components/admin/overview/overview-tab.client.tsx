'use client'

import Link from 'next/link'
import { useState } from 'react'

import type { Event, Sermon } from '../../../../payload-types'
import { adminTabHref } from '../admin-tabs'
import { ContentFormDialog } from '../content/content-form-dialog.client'
import { ContentTable } from '../content/content-table'
import { eventResource, sermonResource, type AdminResource } from '../content/resources'
import { FillLevels } from '../registrations/fill-levels.client'
import { QueryState } from '../ui/query-state'
import { card } from '../ui/styles'
import { useAdminList } from '../use-admin-list'
import { CountCard } from './count-card'

/** The overview shows this many of the newest sermons and events (docs/requirements/dashboard.md). */
const RECENT_COUNT = 5

const Recent = <Item extends { id: number }>({
  resource,
  title,
}: {
  resource: AdminResource<Item>
  title: string
}) => {
  const list = useAdminList<Item>(resource.listPath)
  const [editing, setEditing] = useState<Item | null>(null)
  return (
    <section className={card} aria-labelledby={`recent-${resource.plural}`}>
      <h3 id={`recent-${resource.plural}`} className="mb-3 text-lg font-semibold">
        {title}
      </h3>
      <QueryState isLoading={list.isLoading} error={list.error} what={resource.plural}>
        <ContentTable
          resource={resource}
          items={(list.data?.items ?? []).slice(0, RECENT_COUNT)}
          onEdit={setEditing}
        />
      </QueryState>
      <ContentFormDialog
        resource={resource}
        item={editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </section>
  )
}

/**
 * Counts of sermons, events, Sunday services and subscribers; the newest five of each
 * (docs/requirements/dashboard.md).
 */
export const OverviewTab = () => (
  <div className="space-y-6">
    <h2 className="sr-only">Overview</h2>
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <CountCard label="Sermons" path="/api/sermons" />
      <CountCard label="Events" path="/api/events" />
      <CountCard label="Sunday services" path="/api/sunday-services" />
      <CountCard label="Newsletter subscribers" path="/api/admin/newsletters" />
    </div>
    <nav aria-label="More content" className={`${card} flex flex-wrap gap-x-6 gap-y-2`}>
      <Link href={adminTabHref('services')} className="font-medium text-slate-900 underline">
        Manage Sunday services
      </Link>
      <Link href={adminTabHref('featured')} className="font-medium text-slate-900 underline">
        Manage featured content
      </Link>
      <Link href={adminTabHref('registrations')} className="font-medium text-slate-900 underline">
        Registrations and check-in
      </Link>
    </nav>
    <section className={card} aria-labelledby="upcoming-registrations">
      <h3 id="upcoming-registrations" className="mb-3 text-lg font-semibold">
        Upcoming registrations
      </h3>
      <FillLevels />
    </section>
    <div className="grid gap-6 xl:grid-cols-2">
      <Recent<Sermon> resource={sermonResource} title="Recent sermons" />
      <Recent<Event> resource={eventResource} title="Recent events" />
    </div>
  </div>
)
