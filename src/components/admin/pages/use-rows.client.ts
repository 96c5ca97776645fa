'use client'

import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form'

type Options = {
  form: UseFormReturn<Record<string, unknown>>
  /** The list's name in the form ('services', 'faq', 'leaders'). */
  list: string
  /** The row field a row is called by, as typed ("Remove: Kids Church"). */
  nameKey: string
  /** What a row is called while that field is empty: fallback(1) is 'Service time 1'. */
  fallback: (position: number) => string
  /** A new row's values. */
  blank: Record<string, unknown>
}

/** The props RowList needs for one list of a Pages form: its rows, their names, and the moves. */
export const useRows = ({ form, list, nameKey, fallback, blank }: Options) => {
  const rows = useFieldArray({ control: form.control, name: list as never })
  const values = useWatch({ control: form.control, name: list }) as
    Record<string, unknown>[] | undefined
  return {
    keys: rows.fields.map((row) => row.id),
    rowName: (index: number) => String(values?.[index]?.[nameKey] || fallback(index + 1)),
    move: rows.move,
    remove: rows.remove,
    append: () => rows.append(blank as never),
  }
}
