'use client'

import '@/app/globals.css'
import { SiteErrorScreen, type ErrorBoundaryProps } from '@/components/content/site-error-screen'

/**
 * When even a layout fails (the site header needs the database), this replaces the whole
 * document. It cannot read the church's colours, so the theme's defaults from globals.css apply.
 */
const GlobalError = (props: ErrorBoundaryProps) => (
  <html lang="en">
    <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
      <title>Something Went Wrong</title>
      <main id="main" className="flex-1">
        <SiteErrorScreen {...props} />
      </main>
    </body>
  </html>
)

export default GlobalError
