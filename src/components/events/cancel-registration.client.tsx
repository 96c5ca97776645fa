'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'
import { serverMessage } from '@/lib/api/server-message'
import { countOf } from '@/lib/format-count'
import { formatLongDate } from '@/lib/format-date'

type Preview = {
  eventId: number
  eventTitle: string
  occurrence: string
  people: number
  status: 'confirmed' | 'waitlisted'
}

type State =
  | { step: 'loading' }
  | { step: 'ask'; preview: Preview }
  | { step: 'done'; message: string }
  | { step: 'refused'; message: string }

const LINK_FAILED = 'This cancel link could not be read. Please use the link in your email.'

/**
 * Shows what the emailed link cancels (the event, the date, how many; nobody's name or address)
 * and cancels only when the person confirms: mail scanners that open links cancel nothing.
 */
export const CancelRegistration = ({ token }: { token: string }) => {
  const [state, setState] = useState<State>({ step: 'loading' })
  const [sending, setSending] = useState(false)
  const query = `token=${encodeURIComponent(token)}`

  useEffect(() => {
    apiJson<Preview>('GET', `/api/registrations/cancel?${query}`)
      .then((preview) => setState({ step: 'ask', preview }))
      .catch((error: unknown) =>
        setState({ step: 'refused', message: serverMessage(error, LINK_FAILED) }),
      )
  }, [query])

  const cancel = () => {
    setSending(true)
    apiJson<{ message: string }>('POST', '/api/registrations/cancel', { token })
      .then(({ message }) => setState({ step: 'done', message }))
      .catch((error: unknown) =>
        setState({ step: 'refused', message: serverMessage(error, LINK_FAILED) }),
      )
      .finally(() => setSending(false))
  }

  if (state.step === 'loading') return <p className="mt-6">Loading your registration...</p>
  if (state.step !== 'ask') {
    return (
      <div className="mt-6 space-y-4">
        <p role={state.step === 'refused' ? 'alert' : 'status'}>{state.message}</p>
        <Link href="/events" className="text-primary underline">
          Back to Events
        </Link>
      </div>
    )
  }
  const { preview } = state
  return (
    <div className="mt-6 space-y-4">
      <p>
        {preview.status === 'waitlisted' ? 'Leave the waitlist for' : 'Cancel your place at'}{' '}
        <strong>{preview.eventTitle}</strong> on {formatLongDate(preview.occurrence)} (
        {countOf(preview.people, 'person', 'people')})?
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="cta" onClick={cancel} disabled={sending}>
          {sending ? 'Cancelling...' : 'Yes, cancel my registration'}
        </Button>
        <Link href={`/events/${preview.eventId}`} className="self-center text-primary underline">
          Keep my registration
        </Link>
      </div>
    </div>
  )
}
