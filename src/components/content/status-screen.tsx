import Link from 'next/link'
import type { ReactNode } from 'react'

import { buttonClasses, cx } from '@/components/ui/styles'

type Props = {
  heading: string
  children: ReactNode
  back: { href: string; label: string }
  /** Extra actions beside the back link, such as a retry button. */
  actions?: ReactNode
}

/**
 * A detail page that has nothing to show: not found or failed to load. Shared by the sermon
 * and live-stream details; the heading is the page's one h1.
 */
export const StatusScreen = ({ heading, children, back, actions }: Props) => (
  <div className="mx-auto max-w-xl px-4 py-20 text-center">
    <h1 className="text-3xl font-bold text-secondary">{heading}</h1>
    <div className="mt-4 text-slate-700">{children}</div>
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <BackLink href={back.href} label={back.label} />
      {actions}
    </div>
  </div>
)

export const BackLink = ({ href, label }: { href: string; label: string }) => (
  <Link href={href} className={cx(buttonClasses.cta, 'inline-flex items-center gap-2')}>
    <span aria-hidden="true">←</span>
    {label}
  </Link>
)
