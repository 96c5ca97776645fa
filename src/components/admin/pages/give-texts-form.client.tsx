'use client'

import { useId } from 'react'

import { Button } from '@/components/ui/button'
import type { PageTexts } from '@/lib/page-texts/defaults'
import { giveTextsBodySchema } from '@/lib/schemas/page-texts'

import { FormField } from '../content/form-field.client'
import type { FieldSpec } from '../content/resources'
import { PAGE_TEXTS_KEY, VARIABLES_HINT } from './page-text-fields'
import { usePageForm } from './use-page-form.client'

const GIVE_FIELDS: FieldSpec[] = [
  {
    name: 'accountId',
    label: 'Tithe.ly account ID',
    kind: 'text',
    required: true,
    hint: 'As your Tithe.ly embed code shows it',
  },
  {
    name: 'taxNotice',
    label: 'Tax notice',
    kind: 'textarea',
    required: true,
    hint: VARIABLES_HINT,
  },
]

/** Pages → Give: the account the Give Online button opens, and the tax notice under it. */
export const GiveTextsForm = ({ saved }: { saved: PageTexts['give'] }) => {
  const idPrefix = useId()
  const { form, save, onSubmit } = usePageForm({
    schema: giveTextsBodySchema,
    writePath: '/api/admin/page-texts/give',
    queryKey: PAGE_TEXTS_KEY,
    successText: 'Give page updated successfully',
    defaultValues: saved,
  })
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {GIVE_FIELDS.map((spec) => (
          <FormField
            key={spec.name}
            idPrefix={idPrefix}
            field={spec}
            register={form.register}
            errors={form.formState.errors}
          />
        ))}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Give Page'}
      </Button>
    </form>
  )
}
