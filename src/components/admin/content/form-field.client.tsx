'use client'

import {
  get,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form'

import { errorAttributes } from '@/components/forms/field-shell'

import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { Textarea } from '@/components/ui/textarea'

import { LeadersEditor } from '../groups/leaders-editor.client'
import { ImageUploadSlot } from './image-upload-slot.client'
import { RecurrenceEditor } from './recurrence-editor.client'
import { RegistrationEditor } from './registration-editor.client'
import type { FieldSpec } from './resources'
import { SuggestionList } from './suggestion-list.client'

type Props = {
  idPrefix: string
  field: FieldSpec
  register: UseFormRegister<Record<string, unknown>>
  errors: FieldErrors<Record<string, unknown>>
  /** Needed by image fields, whose upload sets the value. */
  control?: Control<Record<string, unknown>>
  setValue?: UseFormSetValue<Record<string, unknown>>
}

const INPUT_TYPES = {
  text: 'text',
  email: 'email',
  password: 'password',
  number: 'number',
  colour: 'text',
  url: 'url',
  date: 'date',
  time: 'time',
  image: 'text',
  // Rendered by the recurrence editor; listed so every kind has an input type.
  recurrence: 'text',
  registration: 'text',
  'meeting-rule': 'text',
  leaders: 'text',
} as const

/** A group's first error, wherever in it (the registration settings are one nested value). */
const firstNestedMessage = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined
  const { message } = error as { message?: unknown }
  if (typeof message === 'string' && message) return message
  for (const value of Object.values(error)) {
    const found = value !== error ? firstNestedMessage(value) : undefined
    if (found) return found
  }
  return undefined
}

/** One labelled control of a create/edit dialog, with its hint and its error tied to it. */
export const FormField = ({ idPrefix, field, register, errors, control, setValue }: Props) => {
  const id = `${idPrefix}-${field.name}`
  // get: a row of a list is named by its path (services.0.time), its error nested to match.
  const error = (get(errors, field.name) as { message?: string } | undefined)?.message
  const hintId = field.hint ? `${id}-hint` : undefined
  const describedBy = [errorAttributes(id, error)['aria-describedby'], hintId]
    .filter(Boolean)
    .join(' ')
  const shared = {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy || undefined,
    ...register(field.name),
  }

  if (field.kind === 'recurrence' && control && setValue)
    return <RecurrenceEditor id={id} control={control} setValue={setValue} error={error} />

  if (field.kind === 'meeting-rule' && control && setValue)
    return (
      <RecurrenceEditor id={id} control={control} setValue={setValue} error={error} of="group" />
    )

  if (field.kind === 'leaders' && control && setValue)
    return <LeadersEditor id={id} control={control} setValue={setValue} errors={errors} />

  if (field.kind === 'registration' && control && setValue)
    return (
      <RegistrationEditor
        id={id}
        control={control}
        setValue={setValue}
        error={error ?? firstNestedMessage(errors[field.name])}
      />
    )

  if (field.kind === 'checkbox')
    return (
      <div className="flex items-center gap-2">
        <input type="checkbox" className="h-4 w-4" {...shared} />
        <label htmlFor={id} className="text-sm font-medium">
          {field.label}
        </label>
      </div>
    )

  return (
    <div className={field.kind === 'textarea' ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="block text-sm font-medium">
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {field.kind === 'textarea' ? (
        <Textarea rows={5} {...shared} />
      ) : field.kind === 'select' ? (
        <Select options={field.options} labels={field.optionLabels} {...shared}>
          {field.emptyOption !== undefined ? <option value="">{field.emptyOption}</option> : null}
        </Select>
      ) : (
        <TextField
          type={INPUT_TYPES[field.kind]}
          aria-required={field.required || undefined}
          autoComplete={field.suggestionsPath ? 'off' : field.autoComplete}
          list={field.suggestionsPath ? `${id}-options` : undefined}
          {...shared}
        />
      )}
      {field.suggestionsPath ? (
        <SuggestionList id={`${id}-options`} path={field.suggestionsPath} />
      ) : null}
      {field.hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-700">
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {field.kind === 'image' && control && setValue ? (
        <div className="mt-3">
          <ImageUploadSlot id={id} name={field.name} control={control} setValue={setValue} />
        </div>
      ) : null}
    </div>
  )
}
