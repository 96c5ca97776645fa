'use client'

import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'

type Props = { pending: boolean; onClick: () => void; children?: ReactNode }

/**
 * Beside a Pages or Settings form's Preview while the form has unsaved changes: saves them as a
 * draft (the website is unchanged) and opens the preview of what was just saved, as the sermon
 * and event dialogs' Save and preview does (docs/publishing.md#preview).
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
