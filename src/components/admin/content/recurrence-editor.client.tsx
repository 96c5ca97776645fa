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
import {
  isReadableMeetingRule,
  isWeekday,
  meetingAnchorDate,
  meetingInWords,
} from '@/lib/groups/meeting-words'

import { RepeatPickers } from './repeat-pickers.client'
import { SkippedDatesField } from './skipped-dates-field.client'

type Props = {
  id: string
  control: Control<Record<string, unknown>>
  setValue: UseFormSetValue<Record<string, unknown>>
  error?: string
  /**
   * An event (the default) repeats from its date and writes recurrenceRule, isRecurring and
   * skippedDates. A group writes its meetingRule only: the rule starts from the meeting day, and
   * visitors read it with the meeting time (src/lib/groups/meeting-words.ts).
   */
  of?: 'event' | 'group'
}

const PREVIEW_COUNT = 4

/** The form's values the editor reads, for an event or for a group. */
const useRepeatValues = (control: Props['control'], of: Props['of']) => {
  const [date, startTime, rule, isRecurring, skipped] = useWatch({
    control,
    name: ['date', 'startTime', 'recurrenceRule', 'isRecurring', 'skippedDates'],
  }) as [string, string, string, boolean, string[] | undefined]
  const [meetingDay, meetingTime, meetingRule] = useWatch({
    control,
    name: ['meetingDay', 'meetingTime', 'meetingRule'],
  }) as [string, string, string]
  if (of === 'group') {
    const text = meetingRule ?? ''
    return {
      date: meetingAnchorDate(isWeekday(meetingDay) ? meetingDay : 'MO'),
      startTime: meetingTime,
      rule: text,
      isRecurring: text.trim() !== '',
      skipped: [] as string[],
      words: meetingInWords({ meetingDay, meetingTime, meetingRule: text }),
      unreadable: text.trim() !== '' && !isReadableMeetingRule(text),
    }
  }
  const event = { isRecurring, recurrenceRule: rule, date, startTime, skippedDates: skipped ?? [] }
  return {
    date,
    startTime,
    rule,
    isRecurring,
    skipped: skipped ?? [],
    words: describeRecurrence(event),
    unreadable: Boolean(isRecurring && rule?.trim() && !publishableRrule(event)),
  }
}

/**
 * How an event repeats, in words and pickers (docs/decisions/017-recurring-events.md). It writes
 * the form's recurrenceRule (an RRULE), isRecurring and skippedDates; the rule itself is shown
 * only in the advanced view. A stored rule that cannot be read is flagged for staff to fix.
 */
export const RecurrenceEditor = ({ id, control, setValue, error, of = 'event' }: Props) => {
  const { date, startTime, rule, isRecurring, skipped, words, unreadable } = useRepeatValues(
    control,
    of,
  )
  const group = of === 'group'
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
  const skippedDates = skipped
  const event = { isRecurring, recurrenceRule: rule, date, startTime, skippedDates }
  // A group has no dates of its own: its words say when it meets.
  const dateIsSet = !group && /^\d{4}-\d{2}-\d{2}$/.test(date ?? '')
  const preview = dateIsSet ? occurrenceDates(event, { from: date, count: PREVIEW_COUNT }) : []
  const writeRule = (text: string) => {
    if (group) {
      setValue('meetingRule', text, { shouldDirty: true })
      return
    }
    setValue('recurrenceRule', text, { shouldDirty: true })
    setValue('isRecurring', text.trim() !== '', { shouldDirty: true })
  }

  const write = (next: RepeatChoice) => {
    // A newly chosen weekly or monthly pattern starts from the event's own weekday and day.
    const fresh =
      choice?.frequency !== next.frequency ? choiceForDate(date ?? '', next.frequency) : null
    const merged = fresh
      ? { ...fresh, interval: next.interval, end: next.end, until: next.until, count: next.count }
      : next
    setChoice(merged)
    writeRule(ruleFromChoice(merged) ?? '')
  }
  const typeRule = (text: string) => {
    writeRule(text)
    setChoice(choiceFromRule(text, date ?? ''))
  }

  return (
    <fieldset className="space-y-3 rounded border border-slate-300 p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold">Repeat</legend>
      {unreadable ? (
        <p role="alert" className="rounded bg-amber-50 p-2 text-sm text-amber-900">
          {group
            ? `This group's repeat rule “${rule}” cannot be read. Choose how often it meets below to fix it.`
            : `This event's repeat rule “${rule}” cannot be read, so visitors and calendars see it as a single date. Choose how it repeats below to fix it.`}
        </p>
      ) : null}
      {choice ? (
        <RepeatPickers id={id} choice={choice} onChange={write} />
      ) : (
        <p className="text-sm text-slate-700">
          This pattern is only editable in the advanced view below.
        </p>
      )}
      {group ? (
        <p className="text-sm text-slate-700">
          “Does not repeat” means every week on the meeting day.
        </p>
      ) : null}
      {words ? (
        <p className="text-sm">
          Visitors read: <strong>{words}</strong>
          {group ? null : ' (unless you write your own below)'}
        </p>
      ) : null}
      {isRecurring && preview.length ? (
        <p className="text-sm text-slate-700">
          Dates: {preview.map(formatLongDate).join('; ')}
          {preview[0] !== date ? ' (the event date moves to the first of these on save)' : ''}
        </p>
      ) : null}
      {isRecurring && !group ? (
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
