'use client'

import { useId } from 'react'

import { labelClass } from '@/components/ui/styles'
import { Select } from '@/components/ui/select'

type Props = {
  /** What the list holds ('contact messages'), for the label screen readers announce. */
  noun: string
  statuses: readonly string[]
  value: string
  onChange: (status: string) => void
}

const capitalised = (status: string) => status.charAt(0).toUpperCase() + status.slice(1)

/** The filter's value for the Spam view: what the spam checks flagged (docs/privacy.md#spam). */
export const SPAM_VIEW = 'spam'

/**
 * Narrows an inbox list to one status; "All statuses" (empty) shows every one, "Spam" the
 * flagged posts, which no other choice shows.
 */
export const StatusFilter = ({ noun, statuses, value, onChange }: Props) => {
  const id = useId()
  return (
    <div className="mt-3 sm:max-w-xs">
      <label htmlFor={id} className={labelClass}>
        Show {noun}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={statuses}
        labels={Object.fromEntries(statuses.map((status) => [status, capitalised(status)]))}
      >
        <option value="">All statuses</option>
        <option value={SPAM_VIEW}>Spam</option>
      </Select>
    </div>
  )
}
