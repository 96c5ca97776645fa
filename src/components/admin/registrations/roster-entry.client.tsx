'use client'

import { Button } from '@/components/ui/button'
import { countOf } from '@/lib/format-count'
import type { QueuedTap } from '@/lib/registration/check-in-queue'
import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from '@/lib/registration/statuses'
import { SPAM_REASON_WORDS, type SpamReason } from '@/lib/spam-reasons'

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
  spamReason: SpamReason | null
}

type Props = {
  entry: RosterEntry
  /** A check-in tap not yet on the server (offline): shown as done, marked waiting to sync. */
  pendingTap: QueuedTap | undefined
  busy: boolean
  onCheckIn: (checkedIn: boolean) => void
  onCancel: () => void
  onNotSpam: () => void
}

/**
 * One person on the roster: a large tap target to check in at the door, answers in words; a
 * sign-up held as spam says why and offers "Not spam" instead.
 */
export const RosterEntryCard = ({
  entry,
  pendingTap,
  busy,
  onCheckIn,
  onCancel,
  onNotSpam,
}: Props) => {
  const checkedIn = pendingTap ? pendingTap.checkedIn : entry.checkedIn
  return (
    <li className="rounded border border-slate-200 p-3" aria-label={entry.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-lg font-semibold">{entry.name}</p>
          <p className="text-sm text-slate-700">
            {countOf(entry.people, 'person', 'people')} · {REGISTRATION_STATUS_LABELS[entry.status]}
            {checkedIn ? ' · Checked in' : ''}
            {pendingTap ? ' · Waiting to sync' : ''}
          </p>
          {entry.spamReason ? (
            <p className="text-sm text-slate-700">{SPAM_REASON_WORDS[entry.spamReason]}.</p>
          ) : null}
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
        {entry.status === 'held' ? (
          <Button variant="secondary" className="min-h-11" disabled={busy} onClick={onNotSpam}>
            Not spam
          </Button>
        ) : entry.status !== 'cancelled' ? (
          <div className="flex flex-wrap gap-2">
            {entry.status === 'confirmed' ? (
              // Never disabled while other writes run: the door must not wait for the network.
              <Button
                variant={checkedIn ? 'secondary' : 'primary'}
                className="min-h-11 min-w-28"
                aria-pressed={checkedIn}
                onClick={() => onCheckIn(!checkedIn)}
              >
                {checkedIn ? 'Undo check-in' : 'Check in'}
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
}
