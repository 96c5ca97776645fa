import Link from 'next/link'

import type { AboutTab, AboutTabSlug } from '@/lib/about-tabs'

/** The tabs staff show, as plain links: each tab has its own address, and the current one is marked. */
export const AboutTabNav = ({ tabs, active }: { tabs: AboutTab[]; active: AboutTabSlug }) => (
  <nav aria-label="About sections" className="border-b border-slate-200">
    <ul className="flex flex-wrap gap-x-2 gap-y-1">
      {tabs.map(({ slug, label }) => {
        const current = slug === active
        return (
          <li key={slug}>
            <Link
              href={`/about/${slug}`}
              aria-current={current ? 'page' : undefined}
              className={`-mb-px block border-b-2 px-3 py-2 font-medium ${
                current
                  ? 'border-primary text-primary'
                  : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {label}
            </Link>
          </li>
        )
      })}
    </ul>
  </nav>
)
