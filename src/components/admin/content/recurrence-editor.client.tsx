'use client'

import { useState } from 'react'
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { describeRecurrence } from '@/lib/calendar/describe-recurrence'
import { occurrenceDates } from '@/lib/calendar/occurrences'
import { publishableRrule } from '@/lib/calendar/recurrence'
import {
  choiceForDate,
  choiceFromRule,
  ruleFromChoice,
  type RepeatChoice,
} from '@/lib/calendar/repeat-choice'
import { formatLongDate } from '@/lib/format-date'

import { RepeatPickers } from './repeat-pickers.client'
import { SkippedDatesField } from './skipped-dates-field.client'

type Props = {
  id: string
  control: Control<Record<string, unknown>>
  setValue: UseFormSetValue<Record<string, unknown>>
  error?: string
}

const PREVIEW_COUNT = 4

/**
 * How an event repeats, in words and pickers (docs/decisions/017-recurring-events.md). It writes
 * the form's recurrenceRule (an RRULE), isRecurring and skippedDates; the rule itself is shown
 * only in the advanced view. A stored rule that cannot be read is flagged for staff to fix.
 */
export const RecurrenceEditor = ({ id, control, setValue, error }: Props) => {
  const [date, startTime, rule, isRecurring, skipped] = useWatch({
    control,
    name: ['date', 'startTime', 'recurrenceRule', 'isRecurring', 'skippedDates'],
  }) as [string, string, string, boolean, string[] | undefined]
  const storedRule = isRecurring ? rule : ''
  const [choice, setChoice] = useState<RepeatChoice | null>(() =>
    choiceFromRule(storedRule, date ?? ''),
  )
  const [advanced, setAdvanced] = useState(choice === null)
  // The dialog resets its values after this mounts (and on each opening): follow a rule that
  // changed under the pickers, never one they wrote themselves (React's "adjust state on a
  // prop change" pattern, no effect).
  const [seenRule, setSeenRule] = useState(storedRule)
  if (storedRule !== seenRule) {
    setSeenRule(storedRule)
    const written = choice ? ruleFromChoice(choice) : null
    if ((written ?? '') !== (storedRule ?? '')) {
      const next = choiceFromRule(storedRule, date ?? '')
      setChoice(next)
      if (next === null) setAdvanced(true)
    }
  }
  const skippedDates = skipped ?? []
  const event = { isRecurring, recurrenceRule: rule, date, startTime, skippedDates }
  const unreadable = Boolean(isRecurring && rule?.trim() && !publishableRrule(event))
  const words = describeRecurrence(event)
  const dateIsSet = /^\d{4}-\d{2}-\d{2}$/.test(date ?? '')
  const preview = dateIsSet ? occurrenceDates(event, { from: date, count: PREVIEW_COUNT }) : []

  const write = (next: RepeatChoice) => {
    // A newly chosen weekly or monthly pattern starts from the event's own weekday and day.
    const fresh =
      choice?.frequency !== next.frequency ? choiceForDate(date ?? '', next.frequency) : null
    const merged = fresh
      ? { ...fresh, interval: next.interval, end: next.end, until: next.until, count: next.count }
      : next
    setChoice(merged)
    const text = ruleFromChoice(merged)
    setValue('recurrenceRule', text ?? '', { shouldDirty: true })
    setValue('isRecurring', text !== null, { shouldDirty: true })
  }
  const typeRule = (text: string) => {
    setValue('recurrenceRule', text, { shouldDirty: true })
    setValue('isRecurring', text.trim() !== '', { shouldDirty: true })
    setChoice(choiceFromRule(text, date ?? ''))
  }

  return (
    <fieldset className="space-y-3 rounded border border-slate-300 p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold">Repeat</legend>
      {unreadable ? (
        <p role="alert" className="rounded bg-amber-50 p-2 text-sm text-amber-900">
          This event&apos;s repeat rule “{rule}” cannot be read, so visitors and calendars see it as
          a single date. Choose how it repeats below to fix it.
        </p>
      ) : null}
      {choice ? (
        <RepeatPickers id={id} choice={choice} onChange={write} />
      ) : (
        <p className="text-sm text-slate-700">
          This pattern is only editable in the advanced view below.
        </p>
      )}
      {words ? (
        <p className="text-sm">
          Visitors read: <strong>{words}</strong> (unless you write your own below)
        </p>
      ) : null}
      {isRecurring && preview.length ? (
        <p className="text-sm text-slate-700">
          Dates: {preview.map(formatLongDate).join('; ')}
          {preview[0] !== date ? ' (the event date moves to the first of these on save)' : ''}
        </p>
      ) : null}
      {isRecurring ? (
        <SkippedDatesField
          id={`${id}-skipped`}
          dates={skippedDates}
          onChange={(dates) => setValue('skippedDates', dates, { shouldDirty: true })}
        />
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button
        type="button"
        variant="secondary"
        aria-expanded={advanced}
        onClick={() => setAdvanced(!advanced)}
      >
        Advanced
      </Button>
      {advanced ? (
        <div>
          <label htmlFor={`${id}-rule`} className="block text-sm font-medium">
            Rule (iCalendar RRULE)
          </label>
          <TextField
            id={`${id}-rule`}
            value={rule ?? ''}
            placeholder="FREQ=WEEKLY;BYDAY=TU"
            onChange={(event) => typeRule(event.target.value)}
          />
        </div>
      ) : null}
    </fieldset>
  )
}
