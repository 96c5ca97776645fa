'use client'

import { globalPreviewAddress } from '@/lib/schemas/preview'
import type { PageTexts } from '@/lib/page-texts/defaults'
import { navigationBodySchema } from '@/lib/schemas/page-texts'
import type { PublishingState } from '@/lib/schemas/publishing'

import type { FieldSpec } from '../content/resources'
import { PageForm } from './page-form.client'
import { RowList } from './row-list.client'
import { PAGE_TEXTS_KEY } from './page-text-fields'
import { usePageForm, type PageForm as PageFormState } from './use-page-form.client'
import { useRows } from './use-rows.client'

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

type ListProps = { list: ListName; legend: string; page: PageFormState }

/** One menu's links, in order. */
const LinkList = ({ list, legend, page }: ListProps) => {
  const rows = useRows({
    form: page.form,
    list,
    nameKey: 'label',
    fallback: (position) => `link ${position}`,
    blank: { label: '', href: '' },
  })
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">{legend}</legend>
      <RowList
        {...rows}
        rowName={(index) => `${legend}: ${rows.rowName(index)}`}
        renderRow={(index) => linkFields(list, index).map(page.field)}
        addLabel={`Add a link to the ${legend.toLowerCase()}`}
      />
    </fieldset>
  )
}

/** Pages → Navigation: the header's menu and the footer's Quick Links. */
export const NavigationForm = ({
  saved,
  publishing,
}: {
  saved: PageTexts['navigation']
  publishing?: PublishingState
}) => {
  const page = usePageForm({
    schema: navigationBodySchema,
    writePath: '/api/admin/page-texts/navigation',
    queryKey: PAGE_TEXTS_KEY,
    successText: 'Navigation updated successfully',
    defaultValues: saved,
  })
  return (
    <PageForm
      page={page}
      saveLabel="Save Navigation"
      publishing={publishing}
      previewHref={globalPreviewAddress('page-texts', 'navigation')}
    >
      <LinkList list="mainLinks" legend="Main menu" page={page} />
      <LinkList list="footerLinks" legend="Footer quick links" page={page} />
    </PageForm>
  )
}
