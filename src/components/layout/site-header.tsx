import Link from 'next/link'

import type { SiteLink } from '@/lib/page-texts/links'
import type { PublicSiteConfig } from '@/server/site-config/get-site-config'

import { NavLinks } from './nav-links.client'

type Props = { config: PublicSiteConfig; links: SiteLink[] }

export const SiteHeader = ({ config, links }: Props) => (
  <header className="border-b border-slate-200 bg-white">
    <nav
      aria-label="Main"
      className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3"
    >
      <Link href="/" className="flex items-center gap-2 text-lg font-semibold text-secondary">
        {config.logoUrl ? (
          // A plain image: next/image would ship its client code to every page for a logo it
          // does not optimise (staff upload it at the size they want).
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={config.logoUrl}
            alt=""
            width={40}
            height={40}
            decoding="async"
            className="h-10 w-10 object-contain"
          />
        ) : null}
        <span>{config.churchName}</span>
      </Link>
      <NavLinks links={links} />
    </nav>
  </header>
)
