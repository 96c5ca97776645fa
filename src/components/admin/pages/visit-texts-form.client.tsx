'use client'

import { useId } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import type { PageTexts } from '@/lib/page-texts/defaults'
import { visitTextsBodySchema } from '@/lib/schemas/page-texts'

import { FormField } from '../content/form-field.client'
import type { FieldSpec } from '../content/resources'
import { RowList } from './row-list.client'
import { PAGE_TEXTS_KEY, VARIABLES_HINT } from './page-text-fields'
import { usePageForm } from './use-page-form.client'

const HERO_FIELD: FieldSpec = {
  name: 'heroText',
  label: 'Welcome text',
  kind: 'textarea',
  required: true,
  hint: VARIABLES_HINT,
}

const faqFields = (index: number): FieldSpec[] => [
  { name: `faq.${index}.question`, label: 'Question', kind: 'text', required: true },
  {
    name: `faq.${index}.answer`,
    label: 'Answer',
    kind: 'textarea',
    required: true,
    hint: `An empty line starts a new paragraph. ${VARIABLES_HINT}`,
  },
]

/** Pages → Plan a Visit: the welcome under the heading and the questions, in order. */
export const VisitTextsForm = ({ saved }: { saved: PageTexts['visit'] }) => {
  const idPrefix = useId()
  const { form, save, onSubmit } = usePageForm({
    schema: visitTextsBodySchema,
    writePath: '/api/admin/page-texts/visit',
    queryKey: PAGE_TEXTS_KEY,
    successText: 'Plan a Visit updated successfully',
    defaultValues: saved,
  })
  const { register, control, formState } = form
  const rows = useFieldArray({ control, name: 'faq' as never })
  const questions = useWatch({ control, name: 'faq' }) as { question?: string }[] | undefined
  const rowName = (index: number) => questions?.[index]?.question || `Question ${index + 1}`
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
      <div className="grid sm:grid-cols-2">{field(HERO_FIELD)}</div>
      <RowList
        keys={rows.fields.map((row) => row.id)}
        rowName={rowName}
        renderRow={(index) => faqFields(index).map(field)}
        move={rows.move}
        remove={rows.remove}
        append={() => rows.append({ question: '', answer: '' } as never)}
        addLabel="Add question"
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Plan a Visit'}
      </Button>
    </form>
  )
}
