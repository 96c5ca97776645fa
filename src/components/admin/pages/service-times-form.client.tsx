'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'
import { serviceTimesBodySchema } from '@/lib/schemas/service-times'
import type { ServiceTimesContent } from '@/lib/service-times/service-time'

import { FormField } from '../content/form-field.client'
import { serverFieldErrors } from '../content/server-field-errors'
import { useAdminMutation } from '../use-admin-mutation'
import { RowList } from './row-list.client'
import { PROMO_LINE_FIELD, serviceTimeRowFields } from './service-time-fields'

export const SERVICE_TIMES_KEY = ['/api/service-times']

type Values = Record<string, unknown>

/** The saved list as form values: '' for unset text, so every input is controlled from the start. */
const toFormValues = ({ services, promoLine }: ServiceTimesContent): Values => ({
  promoLine,
  services: services.map((service) => ({
    ...service,
    note: service.note ?? '',
    location: service.location ?? '',
    footerLabel: service.footerLabel ?? '',
    showInFooter: Boolean(service.showInFooter),
  })),
})

const NEW_SERVICE = {
  name: '',
  day: 'sunday',
  time: '',
  note: '',
  location: '',
  footerLabel: '',
  showInFooter: false,
}

/** Pages → Service times: the weekly list every page shows, and the home page's promo line. */
export const ServiceTimesForm = ({ saved }: { saved: ServiceTimesContent }) => {
  const idPrefix = useId()
  const { register, handleSubmit, setError, control, formState } = useForm<Values>({
    resolver: zodResolver(serviceTimesBodySchema) as unknown as Resolver<Values>,
    defaultValues: toFormValues(saved),
  })
  const rows = useFieldArray({ control, name: 'services' as never })
  const save = useAdminMutation({
    mutationFn: (values: Values) => apiJson('PUT', '/api/admin/service-times', values),
    success: { title: 'Success', description: 'Service times updated successfully' },
    invalidates: [SERVICE_TIMES_KEY],
    onError: (error) => {
      for (const [name, message] of Object.entries(serverFieldErrors(error)))
        setError(name, { message })
    },
  })
  const names = useWatch({ control, name: 'services' }) as { name?: string }[] | undefined
  // A row is called by its name as typed, so "Remove: Kids Church" says which one goes.
  const rowName = (index: number) => names?.[index]?.name || `Service time ${index + 1}`
  const field = (spec: Parameters<typeof FormField>[0]['field']) => (
    <FormField
      key={spec.name}
      idPrefix={idPrefix}
      field={spec}
      register={register}
      errors={formState.errors}
    />
  )

  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))} className="space-y-6">
      <RowList
        keys={rows.fields.map((row) => row.id)}
        rowName={rowName}
        renderRow={(index) => serviceTimeRowFields(index).map(field)}
        move={rows.move}
        remove={rows.remove}
        append={() => rows.append(NEW_SERVICE as never)}
        addLabel="Add service time"
      />
      <div className="max-w-2xl">{field(PROMO_LINE_FIELD)}</div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Service Times'}
      </Button>
    </form>
  )
}
