'use client'

import { useId, useState } from 'react'

import { Badge } from '@/components/ui/badge'
import { Select } from '@/components/ui/select'
import { labelClass } from '@/components/ui/styles'
import { apiJson } from '@/lib/api/api-request'
import { formatDateAndTime } from '@/lib/format-date'
import {
  JOIN_REQUEST_STATUSES,
  JOIN_REQUEST_STATUS_LABELS,
  type JoinRequestStatus,
} from '@/lib/groups/group-options'
import type { GroupForStaff } from '@/lib/schemas/groups'

import type { GroupJoinRequest } from '../../../../payload-types'
import { QueryState } from '../ui/query-state'
import { card } from '../ui/styles'
import { useAdminList } from '../use-admin-list'
import { useAdminMutation } from '../use-admin-mutation'
import { GROUPS_LIST_PATH } from './group-resource'

const REQUEST_PATH = '/api/admin/group-join-requests'

const TOASTS = Object.fromEntries(
  JOIN_REQUEST_STATUSES.map((status) => [
    status,
    `Request marked ${JOIN_REQUEST_STATUS_LABELS[status].toLowerCase()}`,
  ]),
)

/** The list's query for one group and, when chosen, one status. */
const requestsPath = (group: number) => `/api/admin/groups/${group}/join-requests`

const RequestItem = ({ request, group }: { request: GroupJoinRequest; group: number }) => {
  const selectId = useId()
  // The group's list and the Groups table's count of new requests both change.
  const change = useAdminMutation({
    mutationFn: ({ id, status }: { id: number; status: JoinRequestStatus }) =>
      apiJson('PUT', `${REQUEST_PATH}/${id}`, { status }),
    success: (_data, { status }) => ({ title: 'Success', description: TOASTS[status] }),
    invalidates: [[requestsPath(group)], [GROUPS_LIST_PATH]],
  })
  return (
    <li className="space-y-1 py-3">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        <span className="break-words">{request.name}</span>
        {request.spam ? <Badge>Spam</Badge> : null}
      </p>
      <p className="text-sm break-words">
        <a className="underline" href={`mailto:${request.email}`}>
          {request.email}
        </a>
        {request.phone ? ` · ${request.phone}` : ''}
      </p>
      {request.message ? (
        <p className="text-sm break-words whitespace-pre-line">{request.message}</p>
      ) : null}
      <p className="text-sm text-slate-700">Sent {formatDateAndTime(request.createdAt)}</p>
      <div className="sm:max-w-xs">
        <label htmlFor={selectId} className={labelClass}>
          Status of {request.name}’s request
        </label>
        <Select
          id={selectId}
          value={request.status ?? 'new'}
          disabled={change.isPending}
          options={JOIN_REQUEST_STATUSES}
          labels={JOIN_REQUEST_STATUS_LABELS}
          onChange={(event) =>
            change.mutate({ id: request.id, status: event.target.value as JoinRequestStatus })
          }
        />
      </div>
    </li>
  )
}

type ListProps = { group: GroupForStaff; status: string; showSpam: boolean }

/** One group's requests, newest first; spam hidden unless asked for (and then marked). */
const RequestList = ({ group, status, showSpam }: ListProps) => {
  const requests = useAdminList<GroupJoinRequest>(requestsPath(group.id), status ? { status } : {})
  const shown = (requests.data?.items ?? []).filter((request) => showSpam || !request.spam)
  const hiddenSpam = (requests.data?.items.length ?? 0) - shown.length
  return (
    <QueryState isLoading={requests.isLoading} error={requests.error} what="requests">
      {shown.length === 0 ? (
        <p className="mt-3 text-slate-700">No requests to show.</p>
      ) : (
        <ul
          aria-label={`Requests to join ${group.name}`}
          className="mt-3 divide-y divide-slate-200"
        >
          {shown.map((request) => (
            <RequestItem key={request.id} request={request} group={group.id} />
          ))}
        </ul>
      )}
      {hiddenSpam > 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {hiddenSpam === 1
            ? '1 request marked spam is hidden.'
            : `${hiddenSpam} requests marked spam are hidden.`}
        </p>
      ) : null}
    </QueryState>
  )
}

/**
 * A group's requests to join (docs/groups.md): pick the group (the first with new requests
 * opens), filter by status, and move each through new, contacted, joined and declined. What the
 * spam checks flagged is hidden unless staff ask to see it: it sent nobody an email and is rarely
 * worth a look, but a real person wrongly flagged can still be found.
 */
export const JoinRequestsPanel = () => {
  const id = useId()
  const groups = useAdminList<GroupForStaff>(GROUPS_LIST_PATH)
  const [chosen, setChosen] = useState<number | null>(null)
  const [status, setStatus] = useState('')
  const [showSpam, setShowSpam] = useState(false)
  const items = groups.data?.items ?? []
  const fallback = items.find((group) => group.newRequests > 0) ?? items[0]
  // The group that opened stays open while its requests are marked (its count of new ones falls).
  if (chosen === null && fallback) setChosen(fallback.id)
  const group = items.find((candidate) => candidate.id === chosen) ?? fallback
  return (
    <section className={card} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Requests to join
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-slate-700">Requests appear here once there is a group.</p>
      ) : (
        <>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            <div>
              <label htmlFor={`${id}-group`} className={labelClass}>
                Group
              </label>
              <Select
                id={`${id}-group`}
                value={group ? String(group.id) : ''}
                onChange={(event) => setChosen(Number(event.target.value))}
              >
                {items.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.newRequests
                      ? `${candidate.name} (${candidate.newRequests} new)`
                      : candidate.name}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              <label htmlFor={`${id}-status`} className={labelClass}>
                Show requests
              </label>
              <Select
                id={`${id}-status`}
                value={status}
                onChange={(event) => setStatus(event.target.value)}
                options={JOIN_REQUEST_STATUSES}
                labels={JOIN_REQUEST_STATUS_LABELS}
              >
                <option value="">All statuses</option>
              </Select>
            </div>
            <div className="flex items-end gap-2 pb-2">
              <input
                id={`${id}-spam`}
                type="checkbox"
                className="h-4 w-4"
                checked={showSpam}
                onChange={(event) => setShowSpam(event.target.checked)}
              />
              <label htmlFor={`${id}-spam`} className="text-sm font-medium">
                Show spam
              </label>
            </div>
          </div>
          {group ? <RequestList group={group} status={status} showSpam={showSpam} /> : null}
        </>
      )}
    </section>
  )
}
