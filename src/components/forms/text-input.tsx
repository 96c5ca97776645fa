import type { UseFormRegisterReturn } from 'react-hook-form'

import { errorAttributes, FieldShell } from './field-shell'

type Props = {
  id: string
  label: string
  type?: 'text' | 'email' | 'password' | 'tel'
  autoComplete?: string
  error?: string
  registration: UseFormRegisterReturn
}

/** A labelled input whose error message is announced with it. */
export const TextInput = ({
  id,
  label,
  type = 'text',
  autoComplete,
  error,
  registration,
}: Props) => (
  <FieldShell id={id} label={label} error={error}>
    <input
      id={id}
      type={type}
      autoComplete={autoComplete}
      {...errorAttributes(id, error)}
      className="mt-1 w-full rounded border border-slate-300 px-3 py-2"
      {...registration}
    />
  </FieldShell>
)
