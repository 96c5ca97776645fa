'use client'

import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'

type Props = { pending: boolean; onClick: () => void; children?: ReactNode }

/**
 * Save and preview (docs/publishing.md#preview): saves unsaved changes as a draft (the website is
 * unchanged) and opens the preview of what was just saved in a new tab. In the sermon, event and
 * featured item dialogs (PreviewButton) and beside a Pages or Settings form's Preview.
 */
export const SaveAndPreviewButton = ({
  pending,
  onClick,
  children = 'Save and preview',
}: Props) => (
  <Button type="button" variant="secondary" disabled={pending} onClick={onClick}>
    {children}
    <span className="sr-only"> (opens in a new tab)</span>
  </Button>
)
