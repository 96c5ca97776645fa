'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { globalStateInWords } from '@/lib/publishing/global-words'
import type { PublishingState } from '@/lib/schemas/publishing'

import { useChurchTimeZone } from '../church-time-zone.client'
import { GlobalPreviewLink } from './global-preview-link'
import { SaveAndPreviewButton } from '../content/save-and-preview-button.client'
import {
  ScheduleFields,
  scheduleTimes,
  scheduleValuesFor,
  type ScheduleValues,
} from '../content/schedule-fields.client'

/** The publishing keys a save of a page's form sends (docs/publishing.md). */
export type GlobalChoice = { status: 'published' | 'draft'; publishAt?: string }

type Props = {
  idPrefix: string
  /** The form's state as the staff read sent it. */
  publishing?: PublishingState
  /** The publish button's words, as before drafts: "Save Home Page". */
  publishLabel: string
  /** Where Preview opens the form's public page in draft mode (globalPreviewAddress). */
  previewHref?: string
  pending: boolean
  onSave: (choice: GlobalChoice) => void
  /** The form holds unsaved changes: Save and preview is offered beside Preview. */
  dirty?: boolean
  /** Saves a draft, then opens `href` in a new tab. */
  onSaveAndPreview?: (href: string) => void
}

/**
 * A page form's buttons: Save draft (the website is unchanged), Schedule… (the day and time
 * pickers; Schedule saves a draft that goes live then) and the form's own save button, which
 * publishes at once, as it did before drafts. The state stands above them in words.
 */
export const GlobalDraftActions = ({
  idPrefix,
  publishing,
  publishLabel,
  previewHref,
  pending,
  onSave,
  dirty = false,
  onSaveAndPreview,
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
    setScheduling(false)
    onSave({ status: 'draft', publishAt: times.publishAt })
  }

  return (
    <div className="space-y-3">
      {publishing ? (
        <p className="text-sm text-slate-700" data-testid="publishing-state">
          <span className="font-semibold">Status:</span> {globalStateInWords(publishing, timeZone)}
        </p>
      ) : null}
      {scheduling ? (
        <ScheduleFields
          idPrefix={idPrefix}
          values={schedule}
          onChange={setSchedule}
          timeZone={timeZone}
          problem={problem}
          publishOnly
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : publishLabel}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={pending}
          onClick={() => onSave({ status: 'draft' })}
        >
          Save draft
        </Button>
        {scheduling ? (
          <Button type="button" variant="secondary" disabled={pending} onClick={saveScheduled}>
            Schedule
          </Button>
        ) : (
          <Button type="button" variant="secondary" onClick={() => setScheduling(true)}>
            Schedule…
          </Button>
        )}
        {previewHref ? <GlobalPreviewLink href={previewHref} /> : null}
        {previewHref && dirty && onSaveAndPreview ? (
          <SaveAndPreviewButton pending={pending} onClick={() => onSaveAndPreview(previewHref)} />
        ) : null}
      </div>
      <p className="text-sm text-slate-700">
        {publishLabel} puts the changes on the website at once; a draft is kept for you and the
        website is unchanged until it is published.
        {previewHref
          ? ' Preview shows the page with what was last saved, drafts included; with unsaved changes, Save and preview saves them as a draft first.'
          : ''}
      </p>
    </div>
  )
}
