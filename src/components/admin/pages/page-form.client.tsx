'use client'

import type { ReactNode } from 'react'

import type { PublishingState } from '@/lib/schemas/publishing'

import { GlobalDraftActions } from './global-draft-actions.client'
import type { PageForm as PageFormState } from './use-page-form.client'

type Props = {
  page: PageFormState
  /** "Save Give Page": publishes at once. */
  saveLabel: string
  /** The form's state as the staff read sent it. */
  publishing?: PublishingState
  /** Where Preview opens the form's public page in draft mode (globalPreviewAddress). */
  previewHref?: string
  children: ReactNode
}

/** A Pages form: its fields, then its state and its buttons (publish, Save draft, Schedule…). */
export const PageForm = ({ page, saveLabel, publishing, previewHref, children }: Props) => (
  <form noValidate onSubmit={page.onSubmit} className="space-y-6">
    {children}
    <GlobalDraftActions
      idPrefix={page.idPrefix}
      publishing={publishing}
      publishLabel={saveLabel}
      previewHref={previewHref}
      pending={page.save.isPending}
      onSave={page.saveWith}
      dirty={page.dirty}
      onSaveAndPreview={page.saveDraftAndPreview}
    />
  </form>
)
