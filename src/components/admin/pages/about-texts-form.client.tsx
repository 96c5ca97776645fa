'use client'

import { globalPreviewAddress } from '@/lib/schemas/preview'
import { Controller, get } from 'react-hook-form'

import { RICH_TEXT_ABOUT_TABS } from '@/lib/about-tabs'
import type { PageTexts } from '@/lib/page-texts/defaults'
import type { RichTextDocument } from '@/lib/rich-text/document'
import { aboutTextsBodySchema } from '@/lib/schemas/page-texts-about'
import type { PublishingState } from '@/lib/schemas/publishing'

import { RichTextEditor } from '../rich-text/rich-text-editor.client'
import { GlobalPreviewLink } from './global-preview-link'
import { PageForm } from './page-form.client'
import { RowList } from './row-list.client'
import { SaveAndPreviewButton } from '../content/save-and-preview-button.client'
import { leaderFields, NEW_LEADER } from './leader-fields'
import { PAGE_TEXTS_KEY } from './page-text-fields'
import { usePageForm, type PageForm as PageFormState } from './use-page-form.client'
import { useRows } from './use-rows.client'

/** Each rich-text tab: shown or hidden, and its text in the editor. */
const TabTexts = ({ page }: { page: PageFormState }) => (
  <>
    {RICH_TEXT_ABOUT_TABS.map(({ slug, label, field }) => (
      <fieldset key={slug} className="space-y-3 rounded border border-slate-200 p-4">
        <legend className="px-1 font-semibold">{label} tab</legend>
        {/* Each tab is its own page: Preview opens it (the form's Preview opens Staff). */}
        <div className="flex flex-wrap gap-3">
          <GlobalPreviewLink href={globalPreviewAddress('page-texts', slug)}>
            Preview the {label} tab
          </GlobalPreviewLink>
          {page.dirty ? (
            <SaveAndPreviewButton
              pending={page.save.isPending}
              onClick={() => page.saveDraftAndPreview(globalPreviewAddress('page-texts', slug))}
            >
              Save and preview the {label} tab
            </SaveAndPreviewButton>
          ) : null}
        </div>
        <Controller
          control={page.form.control}
          name="hiddenTabs"
          render={({ field: hidden }) => {
            const list = (hidden.value as string[] | undefined) ?? []
            return (
              <label className="flex items-center gap-2 text-sm text-slate-900">
                <input
                  type="checkbox"
                  checked={!list.includes(slug)}
                  onChange={(event) =>
                    hidden.onChange(
                      event.currentTarget.checked
                        ? list.filter((tab) => tab !== slug)
                        : [...list, slug],
                    )
                  }
                />
                Show the {label} tab on the About page
              </label>
            )
          }}
        />
        <Controller
          control={page.form.control}
          name={field}
          render={({ field: text }) => (
            <RichTextEditor
              id={`${page.idPrefix}-${field}`}
              label={`${label} text`}
              value={text.value as RichTextDocument}
              onChange={text.onChange}
              error={
                (get(page.form.formState.errors, field) as { message?: string } | undefined)
                  ?.message
              }
            />
          )}
        />
      </fieldset>
    ))}
  </>
)

/** Pages → About: the leadership cards in order, and the Music, Kids Church and Believe tabs. */
export const AboutTextsForm = ({
  saved,
  publishing,
}: {
  saved: PageTexts['about']
  publishing?: PublishingState
}) => {
  const page = usePageForm({
    schema: aboutTextsBodySchema,
    writePath: '/api/admin/page-texts/about',
    queryKey: PAGE_TEXTS_KEY,
    successText: 'About page updated successfully',
    defaultValues: saved,
  })
  const rows = useRows({
    form: page.form,
    list: 'leaders',
    nameKey: 'name',
    fallback: (position) => `Leadership card ${position}`,
    blank: NEW_LEADER,
  })
  return (
    <PageForm
      page={page}
      saveLabel="Save About Page"
      publishing={publishing}
      previewHref={globalPreviewAddress('page-texts', 'about')}
    >
      <RowList
        {...rows}
        renderRow={(index) => leaderFields(index).map(page.field)}
        addLabel="Add leadership card"
      />
      <TabTexts page={page} />
    </PageForm>
  )
}
