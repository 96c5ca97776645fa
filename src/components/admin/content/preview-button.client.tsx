'use client'

import { Button } from '@/components/ui/button'
import { buttonClasses } from '@/components/ui/styles'

type Props = {
  /** The preview of the item as saved; null when there is something to save first. */
  href: string | null
  pending: boolean
  onSaveAndPreview: () => void
}

const NEW_TAB = <span className="sr-only"> (opens in a new tab)</span>

/**
 * Preview in the sermon and event dialogs (docs/publishing.md#preview): the item's public page,
 * as last saved, in a new tab. With unsaved changes (or a new item) it saves them as a draft
 * first, so what is previewed is what was saved, and the site is unchanged.
 */
export const PreviewButton = ({ href, pending, onSaveAndPreview }: Props) =>
  href ? (
    <a href={href} target="_blank" rel="noopener" className={buttonClasses.secondary}>
      Preview
      {NEW_TAB}
    </a>
  ) : (
    <Button type="button" variant="secondary" disabled={pending} onClick={onSaveAndPreview}>
      Save and preview
      {NEW_TAB}
    </Button>
  )
