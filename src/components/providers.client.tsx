'use client'

import '@/lib/schemas/zod-csp'

import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import { createQueryClient } from '@/lib/api/query-client'
import { CURRENT_USER_KEY, type CurrentUser } from '@/lib/api/use-current-user'

import { Toaster } from './toast/toaster.client'

type Props = {
  children: ReactNode
  /** The caller as the server saw it; left out where the page asks for itself (the dashboard). */
  initialUser?: CurrentUser | null
}

/** The one query client per browser tab, and the toast region. */
export const Providers = ({ children, initialUser }: Props) => {
  const [queryClient] = useState(() => {
    const client = createQueryClient()
    // The server already knows the caller; staleTime is Infinity, so this answer is used as is.
    // Login and logout are full page loads, which bring a fresh answer.
    if (initialUser !== undefined) client.setQueryData(CURRENT_USER_KEY, initialUser)
    return client
  })
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  )
}
