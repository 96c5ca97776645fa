'use client'

import { ApiRequestError } from '@/lib/api/api-request'
import { toast } from '@/components/toast/toast-store'

/**
 * How long the dashboard waits before a redirect, so the toast can be read
 * (docs/requirements/dashboard.md).
 */
export const ADMIN_REDIRECT_DELAY_MS = 500

/** /api/login is a route handler (it redirects to the login page), so it is opened with a full load. */
export const LOGIN_AGAIN_PATH = '/api/login?next=/admin'

/**
 * A failed call's message starts with the status, then the response text
 * (docs/requirements/api.md).
 */
const isLoggedOut = (error: unknown) =>
  error instanceof Error &&
  error.message.startsWith('401') &&
  error.message.includes('Unauthorized')

/**
 * The dashboard's one error report (docs/requirements/dashboard.md): a lost session says so and
 * goes to login after 500 ms; anything else is an 'Error' toast with the server's message.
 */
export const reportAdminError = (error: unknown) => {
  if (isLoggedOut(error)) {
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    })
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a route handler
    setTimeout(() => window.location.assign(LOGIN_AGAIN_PATH), ADMIN_REDIRECT_DELAY_MS)
    return
  }
  const message =
    (error instanceof ApiRequestError ? error.serverMessage : undefined) ??
    (error instanceof Error && error.message ? error.message : 'An error occurred')
  toast({ title: 'Error', description: message, variant: 'destructive' })
}
