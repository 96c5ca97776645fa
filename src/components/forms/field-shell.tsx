import type { ReactNode } from 'react'

import { labelClass } from '@/components/ui/styles'

type Props = { id: string; label: string; error?: string; children: ReactNode }

/** A label, the control, and its error message (the control points at it with aria-describedby). */
export const FieldShell = ({ id, label, error, children }: Props) => (
  <div>
    <label htmlFor={id} className={labelClass}>
      {label}
    </label>
    {children}
    {error ? (
      <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
        {error}
      </p>
    ) : null}
  </div>
)

/** The attributes that tie a control to its error message. */
export const errorAttributes = (id: string, error?: string) => ({
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? `${id}-error` : undefined,
})
