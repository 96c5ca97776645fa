'use client'

import type { ReactNode } from 'react'

import { card } from '../ui/styles'
import { BulkProgress } from './bulk-progress'

import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'

type Props = {
  id: string
  title: string
  label: string
  help: ReactNode
  text: string
  onTextChange: (text: string) => void
  problem: string | null
  submitLabel: string
  pending: boolean
  progressLabel: string
  onSubmit: () => void
  /** Choices above the button (Import as drafts). */
  options?: ReactNode
}

/** A bulk tool's box for pasted spreadsheet rows, its button, its problem and its progress. */
export const BulkTextForm = ({
  id,
  title,
  label,
  help,
  text,
  onTextChange,
  problem,
  submitLabel,
  pending,
  progressLabel,
  onSubmit,
  options,
}: Props) => (
  <section className={card} aria-labelledby={`${id}-heading`}>
    <h3 id={`${id}-heading`} className="text-lg font-semibold">
      {title}
    </h3>
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <div id={`${id}-help`} className="mt-2 text-sm text-slate-700">
        {help}
      </div>
      <label htmlFor={id} className="mt-3 block text-sm font-medium">
        {label}
      </label>
      <Textarea
        id={id}
        rows={6}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        aria-invalid={Boolean(problem)}
        aria-describedby={`${id}-help${problem ? ` ${id}-problem` : ''}`}
        className="font-mono text-sm"
        spellCheck={false}
      />
      {problem ? (
        <p id={`${id}-problem`} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {options}
      <Button type="submit" className="mt-3" disabled={pending}>
        {submitLabel}
      </Button>
      {pending ? <BulkProgress label={progressLabel} /> : null}
    </form>
  </section>
)
