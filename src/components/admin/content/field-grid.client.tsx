'use client'

import type { FieldErrors, UseFormRegister } from 'react-hook-form'

import { FormField } from './form-field.client'
import type { FieldSpec } from './resources'

type Props = {
  idPrefix: string
  fields: readonly FieldSpec[]
  register: UseFormRegister<Record<string, unknown>>
  errors: FieldErrors<Record<string, unknown>>
  className?: string
}

/** A form's plain fields, two to a row on wider screens. */
export const FieldGrid = ({ idPrefix, fields, register, errors, className = '' }: Props) => (
  <div className={`grid gap-4 sm:grid-cols-2 ${className}`}>
    {fields.map((field) => (
      <FormField
        key={field.name}
        idPrefix={idPrefix}
        field={field}
        register={register}
        errors={errors}
      />
    ))}
  </div>
)
