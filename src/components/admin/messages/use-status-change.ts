'use client'

import { apiJson } from '@/lib/api/api-request'

import { useAdminMutation } from '../use-admin-mutation'

/**
 * PUT {status} to a message or visit request, with the required toast for the new status
 * (docs/requirements/dashboard.md).
 */
export const useStatusChange = (path: string, toasts: Record<string, string>) =>
  useAdminMutation({
    mutationFn: ({ id, status }: { id: number; status: string }) =>
      apiJson('PUT', `${path}/${id}`, { status }),
    success: (_data, { status }) => ({ title: 'Success', description: toasts[status] }),
    invalidates: [[path]],
  })
