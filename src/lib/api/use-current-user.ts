'use client'

import { useQuery } from '@tanstack/react-query'

import { getQueryFn } from './query-client'

export type CurrentUser = {
  id: number
  email: string
  name: string | null
  role: string
  isAdmin: boolean
}

export const CURRENT_USER_KEY = ['/api/auth/user']

/** GET /api/auth/user: the user, or null when nobody is logged in (a 401 is not an error). */
export const useCurrentUser = () => {
  const query = useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn({ on401: 'returnNull' }),
  })
  return {
    user: query.data ?? null,
    isLoading: query.isLoading,
    isLoggedIn: Boolean(query.data),
    isAdmin: Boolean(query.data?.isAdmin),
  }
}
