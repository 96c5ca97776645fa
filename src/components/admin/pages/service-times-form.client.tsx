'use client'

import { useId } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { serviceTimesBodySchema } from '@/lib/schemas/service-times'
import type { ServiceTimesContent } from '@/lib/service-times/service-time'

import { FormField } from '../content/form-field.client'
import type { FieldSpec } from '../content/resources'
import { RowList } from './row-list.client'
import { PROMO_LINE_FIELD, serviceTimeRowFields } from './service-time-fields'
import { usePageForm } from './use-page-form.client'

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
  const { form, save, onSubmit } = usePageForm({
    schema: serviceTimesBodySchema,
    writePath: '/api/admin/service-times',
    queryKey: SERVICE_TIMES_KEY,
    successText: 'Service times updated successfully',
    defaultValues: toFormValues(saved),
  })
  const { register, control, formState } = form
  const rows = useFieldArray({ control, name: 'services' as never })
  const names = useWatch({ control, name: 'services' }) as { name?: string }[] | undefined
  // A row is called by its name as typed, so "Remove: Kids Church" says which one goes.
  const rowName = (index: number) => names?.[index]?.name || `Service time ${index + 1}`
  const field = (spec: FieldSpec) => (
    <FormField
      key={spec.name}
      idPrefix={idPrefix}
      field={spec}
      register={register}
      errors={formState.errors}
    />
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
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
