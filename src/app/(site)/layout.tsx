import type { Metadata } from 'next'
import Link from 'next/link'
import type React from 'react'

import '../globals.css'
import { getPublicSiteConfig } from '@/server/site-config/get-site-config'

// Every page reads the site config (theme, name) from the database through cached reads;
// nothing is prerendered at build time, when no database is needed.
export const dynamic = 'force-dynamic'

export const generateMetadata = async (): Promise<Metadata> => {
  const { churchName, tagline } = await getPublicSiteConfig()
  return {
    title: { default: churchName ?? 'Shoreline', template: `%s | ${churchName ?? 'Shoreline'}` },
    description: tagline ?? undefined,
  }
}

const NAV = [
  { href: '/about/staff', label: 'About Us' },
  { href: '/events', label: 'Events' },
  { href: '/sermons', label: 'Sermons' },
  { href: '/contact', label: 'Contact' },
  { href: '/give', label: 'Give' },
  { href: '/plan-a-visit', label: 'Plan a Visit' },
]

const SiteLayout = async ({ children }: { children: React.ReactNode }) => {
  const config = await getPublicSiteConfig()
  const theme = {
    '--theme-primary': config.primaryColor,
    '--theme-accent': config.accentColor,
    '--theme-secondary': config.secondaryColor,
  } as React.CSSProperties
  return (
    <html lang="en">
      <body style={theme} className="min-h-screen bg-white text-slate-900 antialiased">
        <header className="border-b border-slate-200">
          <nav
            aria-label="Main"
            className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 p-4"
          >
            <Link href="/" className="mr-auto text-lg font-semibold text-secondary">
              {config.churchName}
            </Link>
            {NAV.map(({ href, label }) => (
              <Link key={href} href={href} className="text-sm hover:text-primary">
                {label}
              </Link>
            ))}
          </nav>
        </header>
        <main id="main">{children}</main>
        <footer className="mt-16 bg-secondary p-8 text-sm text-white">
          <div className="mx-auto flex max-w-6xl flex-wrap justify-between gap-4">
            <p>
              {config.churchName}
              {config.address ? ` · ${config.address}` : ''}
            </p>
            {/* A route handler, not a page: a full navigation, so no <Link>. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/api/login" className="underline">
              Login
            </a>
          </div>
        </footer>
      </body>
    </html>
  )
}

export default SiteLayout
