'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { TextField } from '@/components/ui/text-field'
import { Select } from '@/components/ui/select'
import { apiJson } from '@/lib/api/api-request'
import { formatLongDate } from '@/lib/format-date'
import { countOf } from '@/lib/format-count'

import { ConfirmDialog } from '../ui/confirm-dialog.client'
import { QueryState } from '../ui/query-state'
import { useAdminMutation } from '../use-admin-mutation'
import { AddRegistrationForm } from './add-registration-form.client'
import { REGISTRATION_EVENTS_PATH } from './fill-levels.client'
import { RosterEntryCard, type RosterEntry } from './roster-entry.client'
import { useCheckInQueue } from './use-check-in-queue'

type Roster = {
  eventId: number
  eventTitle: string
  occurrence: string
  occurrences: string[]
  capacity: number | null
  counts: {
    confirmed: number
    waitlisted: number
    cancelled: number
    checkedIn: number
    held: number
  }
  registrations: RosterEntry[]
}

const rosterPath = (eventId: number) => `/api/admin/events/${eventId}/registrations`

/**
 * One event's roster, made for a phone at the door as much as a desk: counts, a search by name,
 * a tap to check in; and staff's changes on someone's behalf (add, cancel), the CSV export.
 */
export const RosterView = ({ eventId }: { eventId: number }) => {
  const [occurrence, setOccurrence] = useState<string | undefined>(undefined)
  const [search, setSearch] = useState('')
  const [cancelling, setCancelling] = useState<RosterEntry | null>(null)
  const queryClient = useQueryClient()
  const query = occurrence ? `?occurrence=${occurrence}` : ''
  const roster = useQuery({
    queryKey: [rosterPath(eventId), occurrence ?? ''],
    queryFn: () => apiJson<Roster>('GET', `${rosterPath(eventId)}${query}`),
  })
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [rosterPath(eventId)] }),
      queryClient.invalidateQueries({ queryKey: [REGISTRATION_EVENTS_PATH] }),
    ])
  const checkIn = useCheckInQueue(() => void refresh())
  const notSpam = useAdminMutation({
    mutationFn: (id: number) =>
      apiJson<{ message: string }>('POST', `/api/admin/registrations/${id}/not-spam`),
    success: (answer) => ({ title: answer.message }),
    onSuccess: () => void refresh(),
  })
  const cancel = useAdminMutation({
    mutationFn: (id: number) =>
      apiJson<{ message: string }>('POST', `/api/admin/registrations/${id}/cancel`),
    success: (answer) => ({ title: answer.message }),
    onSuccess: () => {
      setCancelling(null)
      void refresh()
    },
  })

  const data = roster.data
  const words = search.trim().toLowerCase()
  const matching = (data?.registrations ?? []).filter((entry) =>
    entry.name.toLowerCase().includes(words),
  )
  const shown = matching.filter((entry) => entry.status !== 'held')
  const held = matching.filter((entry) => entry.status === 'held')
  const waiting = Object.keys(checkIn.pending).length
  const card = (entry: RosterEntry) => (
    <RosterEntryCard
      key={entry.id}
      entry={entry}
      pendingTap={checkIn.pending[entry.id]}
      busy={cancel.isPending || notSpam.isPending}
      onCheckIn={(checkedIn) => checkIn.tap(entry.id, checkedIn)}
      onCancel={() => setCancelling(entry)}
      onNotSpam={() => notSpam.mutate(entry.id)}
    />
  )
  return (
    <QueryState isLoading={roster.isLoading} error={roster.error} what="the roster">
      {data ? (
        <div className="space-y-4">
          <h3 className="text-xl font-semibold">{data.eventTitle}</h3>
          <div className="flex flex-wrap items-end gap-3">
            {data.occurrences.length > 1 ? (
              <label className="text-sm font-medium">
                Date
                <Select
                  value={data.occurrence}
                  onChange={(event) => setOccurrence(event.target.value)}
                >
                  {data.occurrences.map((date) => (
                    <option key={date} value={date}>
                      {formatLongDate(date)}
                    </option>
                  ))}
                </Select>
              </label>
            ) : (
              <p className="font-medium">{formatLongDate(data.occurrence)}</p>
            )}
            <a
              className="text-primary underline"
              href={`${rosterPath(eventId)}/export?occurrence=${data.occurrence}`}
              download
            >
              Download CSV
            </a>
          </div>
          <p role="status">
            {data.capacity === null
              ? `${countOf(data.counts.confirmed, 'person', 'people')} confirmed`
              : `${data.counts.confirmed} of ${countOf(data.capacity, 'place')} taken`}
            {` · ${countOf(data.counts.waitlisted, 'person', 'people')} waiting`}
            {` · ${data.counts.checkedIn} checked in`}
            {` · ${countOf(data.counts.cancelled, 'cancellation')}`}
          </p>
          {waiting ? (
            <p role="status" className="rounded bg-amber-50 p-2 text-amber-900">
              {countOf(waiting, 'check-in')} waiting to sync: they are kept on this phone and sent
              when the connection is back.
            </p>
          ) : null}
          <AddRegistrationForm
            eventId={eventId}
            occurrence={data.occurrence}
            onAdded={() => void refresh()}
          />
          <label className="block text-sm font-medium">
            Search by name
            <TextField
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <ul className="space-y-2" aria-label="Registrations">
            {shown.map(card)}
          </ul>
          {shown.length === 0 ? <p>No registrations{words ? ' match that name' : ''}.</p> : null}
          {held.length ? (
            <section aria-labelledby="held-heading" className="space-y-2">
              <h4 id="held-heading" className="text-lg font-semibold">
                Held as spam
              </h4>
              <p className="text-sm text-slate-700">
                The spam checks flagged these sign-ups: they hold no place and were sent nothing.
                “Not spam” registers them as if they had just signed up. Left alone, they are
                deleted after 30 days.
              </p>
              <ul className="space-y-2" aria-label="Held as spam">
                {held.map(card)}
              </ul>
            </section>
          ) : null}
          <ConfirmDialog
            open={cancelling !== null}
            title="Cancel registration"
            message={`Cancel ${cancelling?.name ?? ''}’s registration? Freed places go to the waitlist, and whoever moves in is emailed.`}
            confirmLabel="Cancel registration"
            pending={cancel.isPending}
            onConfirm={() => cancelling && cancel.mutate(cancelling.id)}
            onCancel={() => setCancelling(null)}
          />
        </div>
      ) : null}
    </QueryState>
  )
}
