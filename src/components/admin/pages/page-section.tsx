import type { ReactNode } from 'react'

import { QueryState } from '../ui/query-state'

type Props = {
  id: string
  title: string
  /** Where visitors see what this form changes. */
  shownOn: string
  query: { isLoading: boolean; error: Error | null }
  /** Beside the heading: the form's History button. */
  actions?: ReactNode
  children: ReactNode
}

/** One page's form in the Pages tab, under its heading, once its texts have loaded. */
export const PageSection = ({ id, title, shownOn, query, actions, children }: Props) => (
  <section aria-labelledby={`pages-${id}-heading`} className="mt-8">
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 id={`pages-${id}-heading`} className="text-lg font-semibold">
        {title}
      </h3>
      {actions}
    </div>
    <p className="mt-1 text-sm text-slate-700">{shownOn}</p>
    <div className="mt-4">
      <QueryState isLoading={query.isLoading} error={query.error} what={title.toLowerCase()}>
        {children}
      </QueryState>
    </div>
  </section>
)
