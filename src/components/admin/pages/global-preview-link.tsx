import type { ReactNode } from 'react'

import { buttonClasses } from '@/components/ui/styles'

type Props = { href: string; children?: ReactNode }

/**
 * Preview on a Pages or Settings form (docs/publishing.md#preview): the public page in a new tab,
 * in draft mode, showing the latest saved drafts. A plain link, so it can be reopened and reloaded.
 */
export const GlobalPreviewLink = ({ href, children = 'Preview' }: Props) => (
  <a href={href} target="_blank" rel="noopener" className={buttonClasses.secondary}>
    {children}
    <span className="sr-only"> (opens in a new tab)</span>
  </a>
)
