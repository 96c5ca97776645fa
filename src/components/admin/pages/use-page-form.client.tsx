'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import type { z } from 'zod'

import { apiJson } from '@/lib/api/api-request'

import { FormField } from '../content/form-field.client'
import type { FieldSpec } from '../content/resources'
import { showServerFieldErrors } from '../content/server-field-errors'
import { useAdminMutation } from '../use-admin-mutation'

type Values = Record<string, unknown>

type Options = {
  /** The server's own schema: the form refuses what the route would. */
  schema: z.ZodType
  writePath: string
  /** The query the tab read the texts with, refetched after a save. */
  queryKey: string[]
  /** "Service times updated successfully" */
  successText: string
  defaultValues: Values
}

/**
 * One Pages form: validated as the route validates, saved with a toast, field messages back on it.
 * `field(spec)` draws one labelled control of it (image fields get their upload).
 */
export const usePageForm = ({
  schema,
  writePath,
  queryKey,
  successText,
  defaultValues,
}: Options) => {
  const idPrefix = useId()
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues,
  })
  const save = useAdminMutation({
    mutationFn: (values: Values) => apiJson('PUT', writePath, values),
    success: { title: 'Success', description: successText },
    invalidates: [queryKey],
    onError: showServerFieldErrors(form.setError),
  })
  const field = (spec: FieldSpec) => (
    <FormField
      key={spec.name}
      idPrefix={idPrefix}
      field={spec}
      register={form.register}
      errors={form.formState.errors}
      control={form.control}
      setValue={form.setValue}
    />
  )
  return {
    form,
    save,
    field,
    idPrefix,
    onSubmit: form.handleSubmit((values) => save.mutate(values)),
  }
}

export type PageForm = ReturnType<typeof usePageForm>
