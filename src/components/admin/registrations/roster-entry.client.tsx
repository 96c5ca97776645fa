'use client'

import { Button } from '@/components/ui/button'
import { countOf } from '@/lib/format-count'
import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from '@/lib/registration/statuses'

export type RosterEntry = {
  id: number
  name: string
  email: string
  phone: string | null
  people: number
  status: RegistrationStatus
  answers: { question: string; answer: string }[]
  checkedIn: boolean
  registeredAt: string
  addedByStaff: boolean
}

type Props = {
  entry: RosterEntry
  busy: boolean
  onCheckIn: (checkedIn: boolean) => void
  onCancel: () => void
}

/** One person on the roster: a large tap target to check in at the door, answers in words. */
export const RosterEntryCard = ({ entry, busy, onCheckIn, onCancel }: Props) => (
  <li className="rounded border border-slate-200 p-3" aria-label={entry.name}>
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <p className="text-lg font-semibold">{entry.name}</p>
        <p className="text-sm text-slate-700">
          {countOf(entry.people, 'person', 'people')} · {REGISTRATION_STATUS_LABELS[entry.status]}
          {entry.checkedIn ? ' · Checked in' : ''}
        </p>
        <p className="break-all text-sm text-slate-700">
          {entry.email}
          {entry.phone ? ` · ${entry.phone}` : ''}
        </p>
        {entry.answers
          .filter(({ answer }) => answer)
          .map(({ question, answer }) => (
            <p key={question} className="text-sm">
              {question}: {answer}
            </p>
          ))}
      </div>
      {entry.status !== 'cancelled' ? (
        <div className="flex flex-wrap gap-2">
          {entry.status === 'confirmed' ? (
            <Button
              variant={entry.checkedIn ? 'secondary' : 'primary'}
              className="min-h-11 min-w-28"
              disabled={busy}
              aria-pressed={entry.checkedIn}
              onClick={() => onCheckIn(!entry.checkedIn)}
            >
              {entry.checkedIn ? 'Undo check-in' : 'Check in'}
            </Button>
          ) : null}
          <Button variant="secondary" className="min-h-11" disabled={busy} onClick={onCancel}>
            Cancel registration
          </Button>
        </div>
      ) : null}
    </div>
  </li>
)
