import Link from 'next/link'

import { ABOUT_TABS, type AboutTabSlug } from '@/lib/about-tabs'

/** The tabs as plain links: each tab has its own address, and the current one is marked. */
export const AboutTabNav = ({ active }: { active: AboutTabSlug }) => (
  <nav aria-label="About sections" className="border-b border-slate-200">
    <ul className="flex flex-wrap gap-x-2 gap-y-1">
      {ABOUT_TABS.map(({ slug, label }) => {
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
