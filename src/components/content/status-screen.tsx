import type { ReactNode } from 'react'

import { BackLinkLabel, backLinkClass } from './back-link-style'

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
 * The way back is a plain link, a full page load: after a failure that starts the visitor on a
 * fresh client, and it keeps next/link out of the error boundary's script, which every public
 * page loads (docs/decisions/012-static-public-site.md).
 */
export const StatusScreen = ({ heading, children, back, actions }: Props) => (
  <div className="mx-auto max-w-xl px-4 py-20 text-center">
    <h1 className="text-3xl font-bold text-secondary">{heading}</h1>
    <div className="mt-4 text-slate-700">{children}</div>
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <a href={back.href} className={backLinkClass}>
        <BackLinkLabel label={back.label} />
      </a>
      {actions}
    </div>
  </div>
)
