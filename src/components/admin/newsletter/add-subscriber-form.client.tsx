'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, type Resolver } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'
import { subscriberByHandBodySchema } from '@/lib/schemas/subscriber-by-hand'

import { FieldGrid } from '../content/field-grid.client'
import type { FieldSpec } from '../content/resources'
import { showServerFieldErrors } from '../content/server-field-errors'
import { useAdminMutation } from '../use-admin-mutation'

const FIELDS: FieldSpec[] = [
  { name: 'email', label: 'Email', kind: 'email', required: true },
  { name: 'firstName', label: 'First name', kind: 'text' },
  { name: 'lastName', label: 'Last name', kind: 'text' },
  {
    name: 'consentSource',
    label: 'Where consent came from',
    kind: 'text',
    required: true,
    hint: 'For example: paper form at the welcome desk, 12 May',
  },
]

const EMPTY = { email: '', firstName: '', lastName: '', consentSource: '' }

/** Staff add someone who agreed in person or on paper (docs/privacy.md): active at once. */
export const AddSubscriberForm = ({ listPath }: { listPath: string }) => {
  const idPrefix = useId()
  const { register, handleSubmit, setError, reset, formState } = useForm<Record<string, unknown>>({
    resolver: zodResolver(subscriberByHandBodySchema) as unknown as Resolver<
      Record<string, unknown>
    >,
    defaultValues: EMPTY,
  })
  const add = useAdminMutation({
    mutationFn: (values: Record<string, unknown>) =>
      apiJson<{ message: string }>('POST', listPath, values),
    success: (answer) => ({ title: 'Subscriber added', description: answer.message }),
    invalidates: [[listPath]],
    onSuccess: () => reset(EMPTY),
    onError: showServerFieldErrors(setError),
  })
  return (
    <form
      noValidate
      aria-labelledby="add-subscriber-heading"
      onSubmit={handleSubmit((values) => add.mutate(values))}
      className="mt-6 rounded border border-slate-200 p-4"
    >
      <h3 id="add-subscriber-heading" className="text-lg font-semibold">
        Add a subscriber by hand
      </h3>
      <FieldGrid
        idPrefix={idPrefix}
        fields={FIELDS}
        register={register}
        errors={formState.errors}
        className="mt-3"
      />
      <Button type="submit" className="mt-4" disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add subscriber'}
      </Button>
    </form>
  )
}
