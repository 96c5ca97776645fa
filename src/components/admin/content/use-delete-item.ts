'use client'

import type { QueryKey } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api/api-request'

import { useAdminMutation } from '../use-admin-mutation'

/**
 * DELETE <writePath>/<id>, then 'Item deleted successfully' (docs/requirements/dashboard.md), or
 * the caller's own words, and fresh copies of what the delete changed (`changes`: the list, at least).
 */
export const useDeleteItem = (
  writePath: string,
  changes: QueryKey[],
  onDone: () => void,
  description = 'Item deleted successfully',
) =>
  useAdminMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${writePath}/${id}`),
    success: { title: 'Success', description },
    invalidates: changes,
    onSuccess: onDone,
  })
