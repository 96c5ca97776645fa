'use client'

import { TextField } from '@/components/ui/text-field'
import { zonedIso, zonedIsoAt } from '@/lib/time/zoned'
import type { PublishingState } from '@/lib/schemas/publishing'

/** The picked days and times, as the date and time pickers hold them ('' when empty). */
export type ScheduleValues = { onDate: string; onTime: string; offDate: string; offTime: string }

/** An instant as the church's date and time, for the pickers. */
const pickerParts = (iso: string | null, timeZone: string) => {
  if (!iso) return { date: '', time: '' }
  const local = zonedIsoAt(new Date(iso), timeZone)
  return { date: local.slice(0, 10), time: local.slice(11, 16) }
}

/** The pickers' values for an item: its schedule as it stands, or empty. */
export const scheduleValuesFor = (
  publishing: PublishingState | undefined,
  timeZone: string,
): ScheduleValues => {
  const on = pickerParts(publishing?.publishAt ?? null, timeZone)
  const off = pickerParts(publishing?.unpublishAt ?? null, timeZone)
  return { onDate: on.date, onTime: on.time, offDate: off.date, offTime: off.time }
}

/**
 * The body's times from the pickers, read in the church's time zone, or a sentence saying what is
 * missing. A publish time is required; the time to take it off the site is optional.
 */
export const scheduleTimes = (
  values: ScheduleValues,
  timeZone: string,
): { publishAt: string; unpublishAt: string | null } | { problem: string } => {
  if (!values.onDate || !values.onTime) return { problem: 'Pick the day and time to publish on' }
  if (Boolean(values.offDate) !== Boolean(values.offTime))
    return { problem: 'Pick both the day and the time to take it off the site, or neither' }
  return {
    publishAt: zonedIso(values.onDate, values.onTime, timeZone),
    unpublishAt: values.offDate ? zonedIso(values.offDate, values.offTime, timeZone) : null,
  }
}

type Props = {
  idPrefix: string
  values: ScheduleValues
  onChange: (values: ScheduleValues) => void
  timeZone: string
  problem: string | null
  /** Only the time to publish: a page's texts are never taken off the site. */
  publishOnly?: boolean
}

/** "Schedule…": the day and time to publish on, and optionally to take it off the site. */
export const ScheduleFields = ({
  idPrefix,
  values,
  onChange,
  timeZone,
  problem,
  publishOnly = false,
}: Props) => {
  const field = (key: keyof ScheduleValues, label: string, type: 'date' | 'time') => (
    <div>
      <label htmlFor={`${idPrefix}-${key}`} className="block text-sm font-medium">
        {label}
      </label>
      <TextField
        id={`${idPrefix}-${key}`}
        type={type}
        value={values[key]}
        onChange={(event) => onChange({ ...values, [key]: event.target.value })}
      />
    </div>
  )
  return (
    <fieldset className="mt-6 rounded border border-slate-300 p-4">
      <legend className="px-1 font-semibold">Schedule</legend>
      <p className="mb-3 text-sm text-slate-700">
        Times are the church&rsquo;s ({timeZone.replaceAll('_', ' ')}).
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('onDate', 'Publish on', 'date')}
        {field('onTime', 'Publish at', 'time')}
        {publishOnly ? null : field('offDate', 'Take off the site on (optional)', 'date')}
        {publishOnly ? null : field('offTime', 'Take off the site at', 'time')}
      </div>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </fieldset>
  )
}
