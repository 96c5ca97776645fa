import { Textarea } from '@/components/ui/textarea'

import { errorAttributes, FieldShell } from './field-shell'

type Props = {
  id: string
  label: string
  rows?: number
  error?: string
  name: string
}

/** A labelled textarea whose error message is announced with it, like TextInput. */
export const TextareaField = ({ id, label, rows = 6, error, name }: Props) => (
  <FieldShell id={id} label={label} error={error}>
    <Textarea id={id} rows={rows} {...errorAttributes(id, error)} name={name} />
  </FieldShell>
)
