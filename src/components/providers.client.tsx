'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import { createQueryClient } from '@/lib/api/query-client'

import { Toaster } from './toast/toaster.client'

/** The one query client per browser tab, and the toast region. */
export const Providers = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  )
}
