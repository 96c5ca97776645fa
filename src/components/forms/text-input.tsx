import type { UseFormRegisterReturn } from 'react-hook-form'

import { TextField } from '@/components/ui/text-field'

import { errorAttributes, FieldShell } from './field-shell'

type Props = {
  id: string
  label: string
  type?: 'text' | 'email' | 'password' | 'tel'
  autoComplete?: string
  error?: string
} & (
  | /** A public form reads its controls by name (useLazySchemaForm). */ { name: string }
  | /** A dashboard form binds them with react-hook-form. */ {
      registration: UseFormRegisterReturn
    }
)

/** A labelled input whose error message is announced with it. */
export const TextInput = ({ id, label, type = 'text', autoComplete, error, ...binding }: Props) => (
  <FieldShell id={id} label={label} error={error}>
    <TextField
      id={id}
      type={type}
      autoComplete={autoComplete}
      {...errorAttributes(id, error)}
      {...('registration' in binding ? binding.registration : binding)}
    />
  </FieldShell>
)
