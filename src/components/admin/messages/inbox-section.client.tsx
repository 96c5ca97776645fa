'use client'

import { useState, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import type { EmailDelivery as Delivery, EmailDeliveryKind } from '@/lib/email-delivery'
import type { SpamReason } from '@/lib/spam-reasons'

import { QueryState } from '../ui/query-state'
import { card } from '../ui/styles'
import { useAdminList } from '../use-admin-list'
import { EmailDelivery } from './email-delivery.client'
import { inboxCountText } from './inbox-count'
import { NotSpam } from './not-spam-button.client'
import { StaffNote } from './staff-note.client'
import { StatusBadge } from './status-badge'
import { SPAM_VIEW, StatusFilter } from './status-filter.client'
import { useStatusChange } from './use-status-change'

/** The messages tab shows the first 10 of each list (docs/requirements/dashboard.md). */
const SHOWN = 10

/** Where every item starts; staff can set an item back to it. */
const NEW = 'new'

/** What every inbox record has: a status, and its email state in place of the bookkeeping. */
export type InboxItem = {
  id: number
  status?: string | null
  staffNote?: string | null
  createdAt: string
  emailDelivery: Delivery | null
  spam?: boolean | null
  spamReason?: SpamReason | null
}

type StatusAction = { status: string; label: string; toast: string }

type Props<Item extends InboxItem> = {
  kind: EmailDeliveryKind
  title: string
  /** What one record is called ('message'); `noun` is the plural. */
  one: string
  noun: string
  /** Every status, the first being 'new' (src/lib/statuses.ts). */
  statuses: readonly string[]
  /** The status buttons; the one back to 'new' shows only on items that have moved on. */
  actions: readonly StatusAction[]
  /** The record's heading, and who it is from (named in each button for screen readers). */
  heading: (item: Item) => string
  from: (item: Item) => string
  details: (item: Item) => ReactNode
}

/**
 * One list of what visitors sent (contact messages, visit requests): the 10 newest, each with its
 * status, its email state and the status buttons, whatever the current status
 * (docs/requirements/dashboard.md).
 */
export const InboxSection = <Item extends InboxItem>({
  kind,
  title,
  one,
  noun,
  statuses,
  actions,
  heading,
  from,
  details,
}: Props<Item>) => {
  const path = `/api/admin/${kind}`
  const [status, setStatus] = useState('')
  const spamView = status === SPAM_VIEW
  const list = useAdminList<Item>(path, spamView ? { spam: 'true' } : status ? { status } : {})
  const changeStatus = useStatusChange(
    path,
    Object.fromEntries(actions.map(({ status, toast }) => [status, toast])),
  )
  const items = (list.data?.items ?? []).slice(0, SHOWN)
  const total = list.data?.total ?? 0
  return (
    <section className={card} aria-labelledby={`${kind}-heading`}>
      <h2 id={`${kind}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      <StatusFilter
        noun={title.toLowerCase()}
        statuses={statuses}
        value={status}
        onChange={setStatus}
      />
      <QueryState isLoading={list.isLoading} error={list.error} what={title.toLowerCase()}>
        <p className="mt-3 text-sm text-slate-700" aria-live="polite">
          {inboxCountText(items.length, total, one, noun)}
        </p>
        <ul className="mt-4 space-y-4">
          {items.map((item) => (
            <li key={item.id} className="rounded border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{heading(item)}</h3>
                <StatusBadge status={item.status} />
              </div>
              {details(item)}
              {item.spam ? (
                <NotSpam kind={kind} id={item.id} reason={item.spamReason} from={from(item)} />
              ) : (
                <InboxItemActions
                  kind={kind}
                  item={item}
                  from={from(item)}
                  actions={actions}
                  changeStatus={changeStatus}
                />
              )}
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  )
}

/** What staff do with a real (not flagged) item: its email state, note and status buttons. */
const InboxItemActions = <Item extends InboxItem>({
  kind,
  item,
  from,
  actions,
  changeStatus,
}: {
  kind: EmailDeliveryKind
  item: Item
  from: string
  actions: readonly StatusAction[]
  changeStatus: ReturnType<typeof useStatusChange>
}) => (
  <>
    <EmailDelivery kind={kind} id={item.id} delivery={item.emailDelivery} />
    <StaffNote
      // A saved note from elsewhere (another tab) replaces the draft.
      key={item.staffNote ?? ''}
      kind={kind}
      id={item.id}
      note={item.staffNote}
      from={from}
    />
    <div className="mt-3 flex flex-wrap gap-2">
      {actions
        .filter((action) => action.status !== NEW || (item.status ?? NEW) !== NEW)
        .map((action) => (
          <Button
            key={action.status}
            type="button"
            variant="small"
            disabled={changeStatus.isPending}
            onClick={() => changeStatus.mutate({ id: item.id, status: action.status })}
            aria-label={`${action.label}: ${from}`}
          >
            {action.label}
          </Button>
        ))}
    </div>
  </>
)
