'use client'

import { apiRequest } from '@/lib/api/api-request'

import { useAdminMutation } from '../use-admin-mutation'

/**
 * DELETE <writePath>/<id>, then 'Item deleted successfully' (docs/requirements/dashboard.md), or
 * the caller's own words, and a fresh list.
 */
export const useDeleteItem = (
  writePath: string,
  listPath: string,
  onDone: () => void,
  description = 'Item deleted successfully',
) =>
  useAdminMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${writePath}/${id}`),
    success: { title: 'Success', description },
    invalidates: [[listPath]],
    onSuccess: onDone,
  })
