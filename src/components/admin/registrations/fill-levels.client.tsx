'use client'

import Link from 'next/link'
import { useQuery } from '@tanstack/react-query'

import { apiJson } from '@/lib/api/api-request'
import { formatLongDate } from '@/lib/format-date'
import { countOf } from '@/lib/format-count'

import { QueryState } from '../ui/query-state'

export type RegistrationEventSummary = {
  eventId: number
  title: string
  occurrence: string
  confirmed: number
  waitlisted: number
  capacity: number | null
}

export const REGISTRATION_EVENTS_PATH = '/api/admin/registrations'

export const useRegistrationEvents = () =>
  useQuery({
    queryKey: [REGISTRATION_EVENTS_PATH],
    queryFn: () => apiJson<RegistrationEventSummary[]>('GET', REGISTRATION_EVENTS_PATH),
  })

export const rosterHref = (eventId: number) => `/admin?tab=registrations&event=${eventId}`

/** "12 of 40 places taken, 3 waiting", in words. */
const fillWords = ({ confirmed, capacity, waitlisted }: RegistrationEventSummary) =>
  [
    capacity === null
      ? `${countOf(confirmed, 'person', 'people')} registered`
      : `${confirmed} of ${countOf(capacity, 'place')} taken`,
    waitlisted ? `${countOf(waitlisted, 'person', 'people')} waiting` : '',
  ]
    .filter(Boolean)
    .join(', ')

/** Upcoming events that take registrations, each with a bar of how full its next date is. */
export const FillLevels = () => {
  const events = useRegistrationEvents()
  return (
    <QueryState isLoading={events.isLoading} error={events.error} what="registrations">
      {events.data?.length ? (
        <ul className="space-y-3">
          {events.data.map((event) => {
            const percent =
              event.capacity === null || event.capacity === 0
                ? null
                : Math.min(100, Math.round((event.confirmed / event.capacity) * 100))
            return (
              <li key={event.eventId}>
                <Link
                  href={rosterHref(event.eventId)}
                  className="font-medium text-primary underline"
                >
                  {event.title}
                </Link>{' '}
                <span className="text-sm text-slate-700">{formatLongDate(event.occurrence)}</span>
                <p className="text-sm">{fillWords(event)}</p>
                {percent !== null ? (
                  <div
                    className="mt-1 h-2 rounded bg-slate-200"
                    role="meter"
                    aria-label={`${event.title}: places taken`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                  >
                    <div className="h-2 rounded bg-primary" style={{ width: `${percent}%` }} />
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">
          No upcoming event takes registrations. Turn registration on in an event’s edit dialog.
        </p>
      )}
    </QueryState>
  )
}
