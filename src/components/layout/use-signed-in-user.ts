'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'

import type { CurrentUser } from '@/lib/api/use-current-user'
import { expiredSessionHint, hasSessionHint } from '@/lib/session-hint'

export type SignedInState =
  { status: 'anonymous' } | { status: 'checking' } | { status: 'signed-in'; user: CurrentUser }

let request: Promise<CurrentUser | null> | null = null

/** One GET /api/auth/user per page load, shared by the header and the footer. */
const fetchUser = () =>
  (request ??= fetch('/api/auth/user', { credentials: 'include' })
    .then(async (response) => {
      if (response.ok) return (await response.json()) as CurrentUser
      // The session ended (expired, or logged out elsewhere): forget the hint, so the next
      // pages do not ask again.
      if (response.status === 401) document.cookie = expiredSessionHint
      return null
    })
    .catch(() => null))

const noSubscription = () => () => {}

/**
 * Who is logged in, for the per-person links of the cached public pages. The server renders
 * everyone as anonymous; in the browser, only a login hint (src/lib/session-hint.ts) leads to a
 * request, so anonymous visitors never cause one.
 */
export const useSignedInUser = (): SignedInState => {
  const hinted = useSyncExternalStore(
    noSubscription,
    () => hasSessionHint(document.cookie),
    () => false,
  )
  const [user, setUser] = useState<CurrentUser | null | undefined>(undefined)
  useEffect(() => {
    if (!hinted) return
    let current = true
    void fetchUser().then((answer) => {
      if (current) setUser(answer)
    })
    return () => {
      current = false
    }
  }, [hinted])
  if (!hinted) return { status: 'anonymous' }
  if (user === undefined) return { status: 'checking' }
  return user ? { status: 'signed-in', user } : { status: 'anonymous' }
}
