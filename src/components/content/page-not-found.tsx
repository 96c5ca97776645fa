import Link from 'next/link'

import { NotFoundResponse } from './not-found-response'

/** The site's "Page Not Found" screen: unknown addresses, and pages past the last one. */
export const PageNotFound = () => (
  <div className="mx-auto max-w-xl px-4 py-24 text-center">
    <h1 className="text-3xl font-bold text-secondary">Page Not Found</h1>
    <p className="mt-4 text-slate-600">The page you are looking for does not exist or has moved.</p>
    <Link
      href="/"
      className="mt-8 inline-block rounded bg-primary px-4 py-2 font-semibold text-white"
    >
      Back to Home
    </Link>
  </div>
)

/** The same screen as a page's answer, with HTTP 404 (not-found-response.tsx says why). */
export const PageNotFoundResponse = () => (
  <NotFoundResponse>
    <PageNotFound />
  </NotFoundResponse>
)
