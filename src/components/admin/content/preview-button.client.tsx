'use client'

import { buttonClasses } from '@/components/ui/styles'

import { SaveAndPreviewButton } from './save-and-preview-button.client'

type Props = {
  /** The preview of the item as saved; null when there is something to save first. */
  href: string | null
  pending: boolean
  onSaveAndPreview: () => void
}

/**
 * Preview in the sermon and event dialogs (docs/publishing.md#preview): the item's public page,
 * as last saved, in a new tab. With unsaved changes (or a new item) it saves them as a draft
 * first, so what is previewed is what was saved, and the site is unchanged.
 */
export const PreviewButton = ({ href, pending, onSaveAndPreview }: Props) =>
  href ? (
    <a href={href} target="_blank" rel="noopener" className={buttonClasses.secondary}>
      Preview
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <SaveAndPreviewButton pending={pending} onClick={onSaveAndPreview} />
  )
