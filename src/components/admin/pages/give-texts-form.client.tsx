'use client'

import { globalPreviewAddress } from '@/lib/schemas/preview'
import { GIVE_TEXT_FIELDS } from '@/lib/page-texts/give-texts'
import type { PageTexts } from '@/lib/page-texts/defaults'
import { giveTextsBodySchema } from '@/lib/schemas/page-texts'
import type { PublishingState } from '@/lib/schemas/publishing'

import type { FieldSpec } from '../content/resources'
import { PageForm } from './page-form.client'
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
  ...GIVE_TEXT_FIELDS.map(({ name, label, hint }): FieldSpec => ({
    name,
    label,
    kind: 'textarea',
    required: true,
    hint: hint ? `${hint}. ${VARIABLES_HINT}` : VARIABLES_HINT,
  })),
]

/** Pages → Give: the account the Give Online button opens, the tax notice and the page's words. */
export const GiveTextsForm = ({
  saved,
  publishing,
}: {
  saved: PageTexts['give']
  publishing?: PublishingState
}) => {
  const page = usePageForm({
    schema: giveTextsBodySchema,
    writePath: '/api/admin/page-texts/give',
    queryKey: PAGE_TEXTS_KEY,
    successText: 'Give page updated successfully',
    defaultValues: saved,
  })
  return (
    <PageForm
      page={page}
      saveLabel="Save Give Page"
      publishing={publishing}
      previewHref={globalPreviewAddress('page-texts', 'give')}
    >
      <div className="grid gap-4 sm:grid-cols-2">{GIVE_FIELDS.map(page.field)}</div>
    </PageForm>
  )
}
