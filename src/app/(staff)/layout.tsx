import type { Metadata } from 'next'
import Link from 'next/link'
import type React from 'react'

import '../globals.css'
import { themeStyle } from '@/components/layout/theme-style'
import { SkipLink } from '@/components/layout/skip-link'
import { Providers } from '@/components/providers.client'
import { Button } from '@/components/ui/button'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import { getPublicSiteConfig } from '@/server/site-config/get-site-config'

// The church's name and colours come from the database at request time, never at build time.
export const dynamic = 'force-dynamic'

export const generateMetadata = async (): Promise<Metadata> => {
  const { churchName } = await getPublicSiteConfig()
  const name = churchName || CONTACT_FALLBACKS.churchName
  return {
    title: { default: `Admin Dashboard | ${name}`, template: `%s | ${name}` },
    robots: { index: false, follow: false },
  }
}

/**
 * The staff side: the church's colours, a plain header, and no public navigation. The caller is
 * not looked up here: the dashboard's guard asks for itself and shows 'Loading...' meanwhile.
 */
const StaffLayout = async ({ children }: { children: React.ReactNode }) => {
  const config = await getPublicSiteConfig()
  return (
    <html lang="en">
      <body
        style={themeStyle(config)}
        className="min-h-screen bg-slate-50 text-slate-900 antialiased"
      >
        <SkipLink />
        <header className="bg-secondary text-white">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3">
            <p className="font-semibold">{config.churchName || CONTACT_FALLBACKS.churchName}</p>
            <nav aria-label="Staff" className="flex gap-4 text-sm">
              <Link href="/" className="underline-offset-4 hover:underline">
                View site
              </Link>
              {/* Logout changes state, so it is a POST to the route handler. */}
              <form method="post" action="/api/logout">
                <Button
                  variant="plain"
                  type="submit"
                  className="underline-offset-4 hover:underline"
                >
                  Logout
                </Button>
              </form>
            </nav>
          </div>
        </header>
        <Providers>
          <main id="main" className="mx-auto max-w-7xl px-4 py-8">
            {children}
          </main>
        </Providers>
      </body>
    </html>
  )
}

export default StaffLayout
