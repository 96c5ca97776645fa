'use client'

import { useId } from 'react'

import { Button } from '@/components/ui/button'

import { inputClass } from '../ui/styles'

type SearchProps = {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
}

/** The search box above a long dashboard list. */
export const ListSearch = ({ label, placeholder, value, onChange }: SearchProps) => {
  const id = useId()
  return (
    <div className="mb-4" role="search" aria-label={label}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} sm:max-w-md`}
      />
    </div>
  )
}

type PagerProps = { page: number; totalPages: number; noun: string; onPage: (page: number) => void }

/** Previous / Next through a list 100 rows at a time. */
export const ListPager = ({ page, totalPages, noun, onPage }: PagerProps) =>
  totalPages > 1 ? (
    <nav aria-label={`Pages of ${noun}`} className="mt-4 flex flex-wrap items-center gap-3">
      <Button type="button" variant="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span className="text-sm text-slate-700">
        Page {page} of {totalPages}
      </span>
      <Button
        type="button"
        variant="small"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </Button>
    </nav>
  ) : null
