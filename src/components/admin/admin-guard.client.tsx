'use client'

import { useRouter } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'

import { toast } from '@/components/toast/toast-store'
import { useCurrentUser, type CurrentUser } from '@/lib/api/use-current-user'

import { ADMIN_REDIRECT_DELAY_MS, LOGIN_AGAIN_PATH } from './report-admin-error'

/**
 * 'Loading...' while the caller is looked up; nobody logged in → 'Unauthorized' and the login page;
 * logged in without the role → 'Access Denied' and the home page (docs/requirements/dashboard.md).
 * The dashboard (and every call it makes) renders only for staff.
 */
export const AdminGuard = ({
  children,
  allows = (user) => user.isAdmin,
  forWhom = 'The dashboard is for church staff.',
  loginPath = LOGIN_AGAIN_PATH,
}: {
  children: ReactNode
  /** Who may see the page; the dashboard's staff unless a page says otherwise (/prayer-team). */
  allows?: (user: CurrentUser) => boolean
  /** The refusal's sentence for a logged-in user without the role. */
  forWhom?: string
  /** Where someone not logged in goes, to come back here afterwards. */
  loginPath?: string
}) => {
  const { isLoading, isLoggedIn, user } = useCurrentUser()
  const isAdmin = user !== null && allows(user)
  const router = useRouter()

  useEffect(() => {
    if (isLoading || isAdmin) return
    const refusal = isLoggedIn
      ? {
          toast: { title: 'Access Denied', description: forWhom },
          go: () => router.replace('/'),
        }
      : {
          toast: { title: 'Unauthorized', description: 'Please log in to open the dashboard.' },
          go: () => window.location.assign(loginPath),
        }
    toast({ ...refusal.toast, variant: 'destructive' })
    const timer = setTimeout(refusal.go, ADMIN_REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [isLoading, isLoggedIn, isAdmin, router, forWhom, loginPath])

  if (isLoading) return <p role="status">Loading...</p>
  if (!isAdmin)
    return <h1 className="text-2xl font-bold">{isLoggedIn ? 'Access Denied' : 'Unauthorized'}</h1>
  return children
}
