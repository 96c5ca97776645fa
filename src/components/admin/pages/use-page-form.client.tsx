'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import type { z } from 'zod'

import { apiJson } from '@/lib/api/api-request'

import { useChurchTimeZone } from '../church-time-zone.client'
import { FormField } from '../content/form-field.client'
import type { FieldSpec } from '../content/resources'
import { showServerFieldErrors } from '../content/server-field-errors'
import { useAdminMutation } from '../use-admin-mutation'
import type { GlobalChoice } from './global-draft-actions.client'
import { previewAfterDraftSave } from './preview-after-draft-save'
import { savedToast } from './saved-toast'

type Values = Record<string, unknown>

type Options = {
  /** The server's own schema: the form refuses what the route would. */
  schema: z.ZodType
  writePath: string
  /** The staff read the tab opened the texts with, refetched after a save. */
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
  const timeZone = useChurchTimeZone()
  const save = useAdminMutation({
    mutationFn: ({ values, choice }: { values: Values; choice: GlobalChoice }) =>
      apiJson('PUT', writePath, { ...values, ...choice }),
    success: (_data, { choice }) => savedToast(choice, successText, timeZone),
    invalidates: [queryKey],
    onError: showServerFieldErrors(form.setError),
  })
  const saveWith = (choice: GlobalChoice) =>
    form.handleSubmit((values) => save.mutate({ values, choice }))()
  /** Saves the form as a draft, then opens `href` (its page in draft mode) in a new tab. */
  const saveDraftAndPreview = (href: string) =>
    previewAfterDraftSave(href, form.handleSubmit, (values, done) =>
      save.mutate({ values, choice: { status: 'draft' } }, done),
    )
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
    saveWith,
    saveDraftAndPreview,
    /** Whether the form holds changes not yet saved (Save and preview is offered then). */
    dirty: form.formState.isDirty,
    onSubmit: form.handleSubmit((values) =>
      save.mutate({ values, choice: { status: 'published' } }),
    ),
  }
}

export type PageForm = ReturnType<typeof usePageForm>
