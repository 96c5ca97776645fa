'use client'

import { useState, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import type { PublishingState } from '@/lib/schemas/publishing'

import { useChurchTimeZone } from '../church-time-zone.client'
import {
  ScheduleFields,
  scheduleTimes,
  scheduleValuesFor,
  type ScheduleValues,
} from './schedule-fields.client'

/** The publishing keys a save of an item with drafts sends (docs/publishing.md). */
export type Publishing = {
  status: 'published' | 'draft'
  publishAt?: string
  unpublishAt?: string | null
}

type Props = {
  idPrefix: string
  /** The item's state as the staff list sent it; undefined for a new item. */
  publishing?: PublishingState
  pending: boolean
  onCancel: () => void
  onSave: (publishing: Publishing) => void
  /** The Preview button, for items with a public page. */
  preview?: ReactNode
}

/**
 * The dialog's buttons for an item with drafts: Save draft (the site is unchanged), Schedule…
 * (opens the day and time pickers; Schedule then saves a draft that goes live at that time) and
 * Publish (live at once). Keyed by item, so each opening starts from the item's own schedule.
 */
export const DraftActions = ({
  idPrefix,
  publishing,
  pending,
  onCancel,
  onSave,
  preview,
}: Props) => {
  const timeZone = useChurchTimeZone()
  const [scheduling, setScheduling] = useState(false)
  const [schedule, setSchedule] = useState<ScheduleValues>(() =>
    scheduleValuesFor(publishing, timeZone),
  )
  const [problem, setProblem] = useState<string | null>(null)

  const saveScheduled = () => {
    const times = scheduleTimes(schedule, timeZone)
    if ('problem' in times) return setProblem(times.problem)
    setProblem(null)
    onSave({ status: 'draft', ...times })
  }

  return (
    <>
      {scheduling ? (
        <ScheduleFields
          idPrefix={idPrefix}
          values={schedule}
          onChange={setSchedule}
          timeZone={timeZone}
          problem={problem}
        />
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={pending}
          onClick={() => onSave({ status: 'draft' })}
        >
          Save draft
        </Button>
        {preview}
        {scheduling ? (
          <Button type="button" variant="secondary" disabled={pending} onClick={saveScheduled}>
            Schedule
          </Button>
        ) : (
          <Button type="button" variant="secondary" onClick={() => setScheduling(true)}>
            Schedule…
          </Button>
        )}
        <Button type="button" disabled={pending} onClick={() => onSave({ status: 'published' })}>
          {pending ? 'Saving...' : 'Publish'}
        </Button>
      </div>
    </>
  )
}
