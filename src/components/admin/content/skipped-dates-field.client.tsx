'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { formatLongDate } from '@/lib/format-date'
import { isIsoDate } from '@/lib/validation/rules'

type Props = { id: string; dates: string[]; onChange: (dates: string[]) => void }

/** Dates a series skips ("no Bible study on December 29"): a date picker and a list. */
export const SkippedDatesField = ({ id, dates, onChange }: Props) => {
  const [pick, setPick] = useState('')
  const add = () => {
    if (!isIsoDate(pick)) return
    onChange([...new Set([...dates, pick])].sort())
    setPick('')
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Skip a date
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <TextField
          id={id}
          type="date"
          className="w-auto"
          value={pick}
          onChange={(event) => setPick(event.target.value)}
        />
        <Button type="button" variant="small" onClick={add} disabled={!isIsoDate(pick)}>
          Add skipped date
        </Button>
      </div>
      {dates.length ? (
        <ul aria-label="Skipped dates" className="mt-2 space-y-1">
          {dates.map((date) => (
            <li key={date} className="flex items-center gap-2 text-sm">
              {formatLongDate(date)}
              <Button
                type="button"
                variant="smallDanger"
                onClick={() => onChange(dates.filter((other) => other !== date))}
              >
                Remove<span className="sr-only"> {formatLongDate(date)}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
