import type { UseFormRegisterReturn } from 'react-hook-form'

import { errorAttributes, FieldShell } from '@/components/forms/field-shell'
import { TextField } from '@/components/ui/text-field'

type Props = { id: string; error?: string; registration: UseFormRegisterReturn }

/**
 * How many videos a sync reads: 1 to 50 (docs/requirements/youtube.md), checked by the form's
 * schema too.
 */
export const MaxResultsInput = ({ id, error, registration }: Props) => (
  <FieldShell id={id} label="Max results" error={error}>
    <TextField
      id={id}
      type="number"
      min={1}
      max={50}
      {...errorAttributes(id, error)}
      {...registration}
    />
  </FieldShell>
)
