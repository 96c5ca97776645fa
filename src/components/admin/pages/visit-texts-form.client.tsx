'use client'

import { globalPreviewAddress } from '@/lib/schemas/preview'
import type { PageTexts } from '@/lib/page-texts/defaults'
import { visitTextsBodySchema } from '@/lib/schemas/page-texts'
import type { PublishingState } from '@/lib/schemas/publishing'

import type { FieldSpec } from '../content/resources'
import { PageForm } from './page-form.client'
import { RowList } from './row-list.client'
import { PAGE_TEXTS_KEY, VARIABLES_HINT } from './page-text-fields'
import { usePageForm } from './use-page-form.client'
import { useRows } from './use-rows.client'

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
export const VisitTextsForm = ({
  saved,
  publishing,
}: {
  saved: PageTexts['visit']
  publishing?: PublishingState
}) => {
  const page = usePageForm({
    schema: visitTextsBodySchema,
    writePath: '/api/admin/page-texts/visit',
    queryKey: PAGE_TEXTS_KEY,
    successText: 'Plan a Visit updated successfully',
    defaultValues: saved,
  })
  const rows = useRows({
    form: page.form,
    list: 'faq',
    nameKey: 'question',
    fallback: (position) => `Question ${position}`,
    blank: { question: '', answer: '' },
  })
  return (
    <PageForm
      page={page}
      saveLabel="Save Plan a Visit"
      publishing={publishing}
      previewHref={globalPreviewAddress('page-texts', 'visit')}
    >
      <div className="grid sm:grid-cols-2">{page.field(HERO_FIELD)}</div>
      <RowList
        {...rows}
        renderRow={(index) => faqFields(index).map(page.field)}
        addLabel="Add question"
      />
    </PageForm>
  )
}
