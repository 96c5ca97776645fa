'use client'

import { useState } from 'react'

import { Badge } from '@/components/ui/badge'
import { formatLongDate } from '@/lib/format-date'
import {
  PRAYER_STATUS_LABELS,
  PRAYER_STATUSES,
  PRAYER_VISIBILITY_LABELS,
} from '@/lib/prayer/prayer-options'

import type { PrayerRequest } from '../../../../payload-types'
import { StatusFilter } from '../messages/status-filter.client'
import { inboxCountText } from '../messages/inbox-count'
import { QueryState } from '../ui/query-state'
import { card } from '../ui/styles'
import { useAdminList } from '../use-admin-list'
import { PrayerActions } from './prayer-actions.client'
import { PRAYER_LIST_PATH, senderOf } from './prayer-list'

type Props = {
  /** Staff approve requests for the wall and withdraw them; the prayer team does not. */
  canApprove: boolean
}

/**
 * The prayer inbox (docs/prayer.md): the requests the caller may read, newest first, each with
 * who may see it, whether it is urgent, its status and the buttons. The same list serves the
 * dashboard's Prayer tab and the prayer team's own page; the server decides what each reads.
 */
export const PrayerInbox = ({ canApprove }: Props) => {
  const [status, setStatus] = useState('')
  const list = useAdminList<PrayerRequest>(PRAYER_LIST_PATH, status ? { status } : {})
  const requests = list.data?.items ?? []
  return (
    <section className={card} aria-labelledby="prayer-heading">
      <h2 id="prayer-heading" className="text-xl font-semibold">
        Prayer requests
      </h2>
      <StatusFilter
        noun="prayer requests"
        statuses={PRAYER_STATUSES}
        value={status}
        onChange={setStatus}
      />
      <QueryState isLoading={list.isLoading} error={list.error} what="prayer requests">
        <p className="mt-3 text-sm text-slate-700" aria-live="polite">
          {inboxCountText(requests.length, list.data?.total ?? 0, 'request', 'requests')}
        </p>
        <ul className="mt-4 space-y-4">
          {requests.map((request) => (
            <li key={request.id} className="rounded border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">
                  {senderOf(request)} · {formatLongDate(request.createdAt)}
                </h3>
                <div className="flex flex-wrap gap-2">
                  {request.urgent ? <Badge>Urgent</Badge> : null}
                  <Badge>{PRAYER_VISIBILITY_LABELS[request.visibility]}</Badge>
                  {request.wallApprovedAt ? <Badge>On the wall</Badge> : null}
                  <Badge>{PRAYER_STATUS_LABELS[request.status ?? 'new']}</Badge>
                </div>
              </div>
              {request.email ? (
                <p className="mt-1 text-sm text-slate-700">
                  <a className="underline" href={`mailto:${request.email}`}>
                    {request.email}
                  </a>
                </p>
              ) : null}
              <p className="mt-2 whitespace-pre-line">{request.request}</p>
              <PrayerActions request={request} canApprove={canApprove} />
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  )
}
