'use client'

import { globalPreviewAddress } from '@/lib/schemas/preview'
import type { PageTexts } from '@/lib/page-texts/defaults'
import { homeTextsBodySchema } from '@/lib/schemas/page-texts-home'
import type { PublishingState } from '@/lib/schemas/publishing'

import type { FieldSpec } from '../content/resources'
import { PageForm } from './page-form.client'
import { HOME_VARIABLES_HINT, PAGE_TEXTS_KEY } from './page-text-fields'
import { usePageForm } from './use-page-form.client'

const HERO_FIELDS: FieldSpec[] = [
  {
    name: 'heroTitle',
    label: 'Hero title',
    kind: 'text',
    required: true,
    hint: HOME_VARIABLES_HINT,
  },
  {
    name: 'heroSubtitle',
    label: 'Hero subtitle',
    kind: 'text',
    hint: `Optional. ${HOME_VARIABLES_HINT}`,
  },
  {
    name: 'newsletterPromise',
    label: 'Newsletter promise',
    kind: 'text',
    required: true,
    hint: 'Under “Stay Connected” on the home page and Plan a Visit: say how often you write',
  },
]

const cardFields = (index: number): FieldSpec[] => [
  { name: `welcomeCards.${index}.title`, label: 'Title', kind: 'text', required: true },
  {
    name: `welcomeCards.${index}.text`,
    label: 'Text',
    kind: 'textarea',
    required: true,
    hint: HOME_VARIABLES_HINT,
  },
]

/** Pages → Home: the hero's words, the three welcome cards and the newsletter's promise. */
export const HomeTextsForm = ({
  saved,
  publishing,
}: {
  saved: PageTexts['home']
  publishing?: PublishingState
}) => {
  const page = usePageForm({
    schema: homeTextsBodySchema,
    writePath: '/api/admin/page-texts/home',
    queryKey: PAGE_TEXTS_KEY,
    successText: 'Home page updated successfully',
    defaultValues: saved,
  })
  return (
    <PageForm
      page={page}
      saveLabel="Save Home Page"
      publishing={publishing}
      previewHref={globalPreviewAddress('page-texts', 'home')}
    >
      <div className="grid gap-4 sm:grid-cols-2">{HERO_FIELDS.map(page.field)}</div>
      {saved.welcomeCards.map((_, index) => (
        <fieldset key={index} className="rounded border border-slate-200 p-4">
          <legend className="px-1 font-semibold">Welcome card {index + 1}</legend>
          <div className="grid gap-4 sm:grid-cols-2">{cardFields(index).map(page.field)}</div>
        </fieldset>
      ))}
    </PageForm>
  )
}
