'use client'

import { useCallback, useEffect, useState, type FormEvent } from 'react'

import { FieldShell } from '@/components/forms/field-shell'
import { SpamTrapField, useSpamTrap } from '@/components/forms/spam-trap.client'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { ApiRequestError, apiJson } from '@/lib/api/api-request'
import { formatLongDate } from '@/lib/format-date'
import { availabilityText, type RegistrationAvailability } from '@/lib/registration/availability'

import { RegistrationQuestions } from './registration-questions'
import { PrivacyNote } from '@/components/forms/privacy-note'

type Props = { eventId: number; dates: readonly string[] }

type Outcome = { status: 'confirmed' | 'waitlisted'; message: string }

/** The form's values as the API takes them; the server checks them with the same schema. */
const bodyOf = (form: HTMLFormElement) => {
  const data = new FormData(form)
  const answers: Record<string, string> = {}
  for (const [key, value] of data) {
    if (key.startsWith('answers.') && typeof value === 'string' && value !== '') {
      answers[key.slice('answers.'.length)] = value
    }
  }
  return {
    name: String(data.get('name') ?? ''),
    email: String(data.get('email') ?? ''),
    phone: String(data.get('phone') ?? '') || undefined,
    people: Number(data.get('people') ?? 1),
    occurrence: String(data.get('occurrence') ?? '') || undefined,
    answers,
  }
}

/**
 * Registration on the event page (docs/registration.md): the places left, read fresh (the page
 * itself is cached), and the form. Checked by the server, which names the field at fault; no
 * validation library ships to visitors.
 */
export const EventRegistration = ({ eventId, dates }: Props) => {
  const [occurrence, setOccurrence] = useState(dates[0] ?? '')
  const [availability, setAvailability] = useState<RegistrationAvailability | null>(null)
  const [loadError, setLoadError] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState('')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [sending, setSending] = useState(false)
  const trap = useSpamTrap()

  const refresh = useCallback(() => {
    const query = occurrence ? `?occurrence=${occurrence}` : ''
    apiJson<RegistrationAvailability>('GET', `/api/events/${eventId}/registration${query}`)
      .then((answer) => {
        setAvailability(answer)
        setLoadError('')
      })
      .catch(() => setLoadError('Registration could not be loaded. Please reload the page.'))
  }, [eventId, occurrence])
  useEffect(refresh, [refresh])

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setSending(true)
    setFailure('')
    try {
      const answer = await apiJson<Outcome>('POST', `/api/events/${eventId}/registrations`, {
        ...bodyOf(form),
        ...trap.fields(),
      })
      setOutcome(answer)
      setErrors({})
      form.reset()
    } catch (error) {
      const body = error instanceof ApiRequestError ? safeJson(error.body) : null
      setErrors(body?.errors ?? {})
      setFailure(body?.message ?? 'Registration failed. Please try again.')
    } finally {
      setSending(false)
      refresh()
    }
  }

  const closed = availability?.state === 'closed' || availability?.state === 'full'
  return (
    <section aria-labelledby="registration-heading" className="mt-10 rounded-lg border p-6">
      <h2 id="registration-heading" className="text-2xl font-semibold text-secondary">
        Register
      </h2>
      {dates.length > 1 ? (
        <div className="mt-4 max-w-xs">
          <FieldShell id="registration-occurrence" label="Date">
            <Select
              id="registration-occurrence"
              value={occurrence}
              onChange={(event) => setOccurrence(event.target.value)}
            >
              {dates.map((date) => (
                <option key={date} value={date}>
                  {formatLongDate(date)}
                </option>
              ))}
            </Select>
          </FieldShell>
        </div>
      ) : null}
      <p className="mt-4 text-lg font-semibold" role="status" aria-live="polite">
        {availability ? availabilityText(availability) : loadError || 'Loading places...'}
      </p>
      {outcome ? (
        <p className="mt-4 rounded bg-green-50 p-3 text-green-900" role="status">
          {outcome.message}
        </p>
      ) : null}
      {availability && !closed ? (
        <form className="mt-4 space-y-4" method="post" noValidate onSubmit={send}>
          <SpamTrapField id="registration-website" inputRef={trap.honeypot} />
          <input type="hidden" name="occurrence" value={availability.occurrence} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FieldShell id="registration-name" label="Name" error={errors.name}>
              <TextField id="registration-name" name="name" autoComplete="name" required />
            </FieldShell>
            <FieldShell id="registration-email" label="Email" error={errors.email}>
              <TextField
                id="registration-email"
                name="email"
                type="email"
                autoComplete="email"
                required
              />
            </FieldShell>
            <FieldShell id="registration-phone" label="Phone (optional)" error={errors.phone}>
              <TextField id="registration-phone" name="phone" type="tel" autoComplete="tel" />
            </FieldShell>
            <FieldShell id="registration-people" label="How many people" error={errors.people}>
              <TextField
                id="registration-people"
                name="people"
                type="number"
                min={1}
                max={availability.maxPeople}
                defaultValue={1}
              />
            </FieldShell>
          </div>
          <RegistrationQuestions questions={availability.questions} errors={errors} />
          {failure ? (
            <p className="text-red-700" role="alert">
              {failure}
            </p>
          ) : null}
          <Button type="submit" variant="cta" disabled={sending}>
            {sending
              ? 'Registering...'
              : availability.state === 'waitlist'
                ? 'Join the waitlist'
                : 'Register'}
          </Button>
          <PrivacyNote />
        </form>
      ) : null}
    </section>
  )
}

const safeJson = (text: string): { message?: string; errors?: Record<string, string> } | null => {
  try {
    return JSON.parse(text) as { message?: string; errors?: Record<string, string> }
  } catch {
    return null
  }
}
