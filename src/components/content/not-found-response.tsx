import { notFound } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'

/** Calls notFound() where Next can still set the status without losing the page around it. */
const NotFoundStatus = async (): Promise<null> => notFound()

/**
 * A not-found screen the server renders into the HTML, answered with HTTP 404.
 *
 * Why not a plain notFound(): in a production build, Next 16.4 renders a page that calls it as an
 * empty error document (`<html id="__next_error__">`, no `lang`, no header or footer), and the
 * segment's not-found.tsx appears only once the browser has run the page's scripts
 * (vercel/next.js#98295). So the page renders the screen itself, and notFound() is called inside
 * its own Suspense boundary, where Next still turns it into the 404 status of a page rendered for
 * the cache (every page that uses this one is); in the browser, the boundary then shows the
 * segment's not-found.tsx, the same screen. Listed in docs/internals.md with the test guarding it
 * (tests/e2e/not-found-pages.spec.ts).
 */
export const NotFoundResponse = ({ children }: { children: ReactNode }) => (
  <>
    {children}
    <Suspense fallback={null}>
      <NotFoundStatus />
    </Suspense>
  </>
)
