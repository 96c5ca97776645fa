'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'

import { card } from '../ui/styles'
import { FillLevels } from './fill-levels.client'
import { RosterView } from './roster.client'

/**
 * Registrations (docs/registration.md): the upcoming events that take them, and one event's
 * roster and check-in (?tab=registrations&event=<id>).
 */
export const RegistrationsTab = () => {
  const eventId = Number(useSearchParams().get('event'))
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold">Registrations</h2>
      {Number.isInteger(eventId) && eventId > 0 ? (
        <section className={card}>
          <Link href="/admin?tab=registrations" className="text-primary underline">
            All events taking registrations
          </Link>
          <div className="mt-4">
            <RosterView eventId={eventId} />
          </div>
        </section>
      ) : (
        <section className={card}>
          <FillLevels />
        </section>
      )}
    </div>
  )
}
