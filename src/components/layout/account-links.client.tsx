'use client'

import Link from 'next/link'

import { useCurrentUser } from '@/lib/api/use-current-user'

/** Login or Logout, and the Admin Dashboard link for admins (footer). */
export const AccountLinks = () => {
  const { isLoggedIn, isAdmin, isLoading } = useCurrentUser()
  if (isLoading) return null
  return (
    <ul className="space-y-2">
      {isAdmin ? (
        <li>
          <Link href="/admin" className="underline underline-offset-2 hover:text-white">
            Admin Dashboard
          </Link>
        </li>
      ) : null}
      <li>
        {/* Route handlers, not pages: full navigations. Logout changes state, so it is a POST. */}
        {isLoggedIn ? (
          <form method="post" action="/api/logout">
            <button type="submit" className="underline underline-offset-2 hover:text-white">
              Logout
            </button>
          </form>
        ) : (
          // eslint-disable-next-line @next/next/no-html-link-for-pages
          <a href="/api/login" className="underline underline-offset-2 hover:text-white">
            Login
          </a>
        )}
      </li>
    </ul>
  )
}
