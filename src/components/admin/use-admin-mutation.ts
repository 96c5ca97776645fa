'use client'

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'

import { toast } from '@/components/toast/toast-store'

import { reportAdminError } from './report-admin-error'

type SuccessToast = { title: string; description?: string }

type Options<TVariables, TData> = {
  mutationFn: (variables: TVariables) => Promise<TData>
  /** The toast on success; a function when it depends on the answer (e.g. a bulk result). */
  success?: SuccessToast | ((data: TData, variables: TVariables) => SuccessToast)
  /** Queries to refetch after success, so every tab shows the change. */
  invalidates?: QueryKey[]
  onSuccess?: (data: TData, variables: TVariables) => void
  /** Runs after the error toast, e.g. to put the server's field messages on a form. */
  onError?: (error: Error) => void
}

/**
 * Every dashboard write: the success toast, the refetches, and the required error handling
 * (docs/requirements/dashboard.md).
 */
export const useAdminMutation = <TVariables = void, TData = unknown>({
  mutationFn,
  success,
  invalidates = [],
  onSuccess,
  onError,
}: Options<TVariables, TData>) => {
  const queryClient = useQueryClient()
  return useMutation<TData, Error, TVariables>({
    mutationFn,
    onSuccess: async (data, variables) => {
      if (success) toast(typeof success === 'function' ? success(data, variables) : success)
      onSuccess?.(data, variables)
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
    onError: (error) => {
      reportAdminError(error)
      onError?.(error)
    },
  })
}
