'use client'

import Link from 'next/link'

import { Button } from '@/components/ui/button'

import { useSignedInUser } from './use-signed-in-user'

/** Login or Logout, and the Admin Dashboard link for admins (footer). */
export const AccountLinks = () => {
  const state = useSignedInUser()
  // Nothing while a hinted session is being checked: no Login flashing for a member.
  if (state.status === 'checking') return null
  const user = state.status === 'signed-in' ? state.user : null
  return (
    <ul className="space-y-2">
      {user?.isAdmin ? (
        <li>
          <Link href="/admin" className="underline underline-offset-2 hover:text-white">
            Admin Dashboard
          </Link>
        </li>
      ) : null}
      <li>
        {user ? (
          // Logging out changes state, so it is a POST (a link could be followed by a prefetch
          // or another site); the route answers with a redirect back to the site.
          <form method="post" action="/api/logout">
            <Button
              variant="plain"
              type="submit"
              className="cursor-pointer underline underline-offset-2 hover:text-white"
            >
              Logout
            </Button>
          </form>
        ) : (
          // A route handler, not a page: a full navigation, so a plain anchor.
          // eslint-disable-next-line @next/next/no-html-link-for-pages
          <a href="/api/login" className="underline underline-offset-2 hover:text-white">
            Login
          </a>
        )}
      </li>
    </ul>
  )
}
