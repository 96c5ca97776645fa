'use client'

import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'

type Props = {
  /** Stable keys of the rows (useFieldArray's ids). */
  keys: string[]
  /** How a row is named to people: its legend and its buttons' names. */
  rowName: (index: number) => string
  renderRow: (index: number) => ReactNode
  move: (from: number, to: number) => void
  remove: (index: number) => void
  append: () => void
  addLabel: string
}

/**
 * A list staff reorder, add to and remove from (service times, FAQ entries, links): each row a
 * fieldset with Move up, Move down and Remove, named after the row so a screen reader says which.
 */
export const RowList = ({ keys, rowName, renderRow, move, remove, append, addLabel }: Props) => (
  <div className="space-y-4">
    {keys.map((key, index) => (
      <fieldset key={key} className="rounded border border-slate-200 p-4">
        <legend className="px-1 font-semibold">{rowName(index)}</legend>
        <div className="grid gap-4 sm:grid-cols-2">{renderRow(index)}</div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="small"
            disabled={index === 0}
            aria-label={`Move up: ${rowName(index)}`}
            onClick={() => move(index, index - 1)}
          >
            Move up
          </Button>
          <Button
            variant="small"
            disabled={index === keys.length - 1}
            aria-label={`Move down: ${rowName(index)}`}
            onClick={() => move(index, index + 1)}
          >
            Move down
          </Button>
          <Button
            variant="smallDanger"
            aria-label={`Remove: ${rowName(index)}`}
            onClick={() => remove(index)}
          >
            Remove
          </Button>
        </div>
      </fieldset>
    ))}
    <Button variant="secondary" onClick={append}>
      {addLabel}
    </Button>
  </div>
)
