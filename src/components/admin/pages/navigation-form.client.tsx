'use client'

import { useId } from 'react'
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import type { PageTexts } from '@/lib/page-texts/defaults'
import { navigationBodySchema } from '@/lib/schemas/page-texts'

import { FormField } from '../content/form-field.client'
import type { FieldSpec } from '../content/resources'
import { RowList } from './row-list.client'
import { PAGE_TEXTS_KEY } from './page-text-fields'
import { usePageForm } from './use-page-form.client'

type ListName = 'mainLinks' | 'footerLinks'

const linkFields = (list: ListName, index: number): FieldSpec[] => [
  { name: `${list}.${index}.label`, label: 'Link text', kind: 'text', required: true },
  {
    name: `${list}.${index}.href`,
    label: 'Goes to',
    kind: 'text',
    required: true,
    hint: 'A page such as /events, or a full https:// address',
  },
]

type ListProps = {
  list: ListName
  legend: string
  form: UseFormReturn<Record<string, unknown>>
  idPrefix: string
}

/** One menu's links, in order. */
const LinkList = ({ list, legend, form, idPrefix }: ListProps) => {
  const rows = useFieldArray({ control: form.control, name: list as never })
  const links = useWatch({ control: form.control, name: list }) as { label?: string }[] | undefined
  const rowName = (index: number) => `${legend}: ${links?.[index]?.label || `link ${index + 1}`}`
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">{legend}</legend>
      <RowList
        keys={rows.fields.map((row) => row.id)}
        rowName={rowName}
        renderRow={(index) =>
          linkFields(list, index).map((spec) => (
            <FormField
              key={spec.name}
              idPrefix={idPrefix}
              field={spec}
              register={form.register}
              errors={form.formState.errors}
            />
          ))
        }
        move={rows.move}
        remove={rows.remove}
        append={() => rows.append({ label: '', href: '' } as never)}
        addLabel={`Add a link to the ${legend.toLowerCase()}`}
      />
    </fieldset>
  )
}

/** Pages → Navigation: the header's menu and the footer's Quick Links. */
export const NavigationForm = ({ saved }: { saved: PageTexts['navigation'] }) => {
  const idPrefix = useId()
  const { form, save, onSubmit } = usePageForm({
    schema: navigationBodySchema,
    writePath: '/api/admin/page-texts/navigation',
    queryKey: PAGE_TEXTS_KEY,
    successText: 'Navigation updated successfully',
    defaultValues: saved,
  })
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <LinkList list="mainLinks" legend="Main menu" form={form} idPrefix={idPrefix} />
      <LinkList list="footerLinks" legend="Footer quick links" form={form} idPrefix={idPrefix} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Navigation'}
      </Button>
    </form>
  )
}
