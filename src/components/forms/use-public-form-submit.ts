'use client'

import { useMutation } from '@tanstack/react-query'

import { toast } from '@/components/toast/toast-store'
import { apiJson } from '@/lib/api/api-request'
import { serverMessage } from '@/lib/api/server-message'

type Options = {
  url: string
  success: { title: string; description: string }
  /** Shown when the server gives no message of its own (spec section 8). */
  fallbackError: string
  onSuccess: () => void
  /** Extra fields sent with the body (the spam traps), read when the form is sent. */
  extraFields?: () => Record<string, unknown>
}

/**
 * POST a public form: a success toast and onSuccess (which clears the form), or an 'Error' toast
 * with the server's message. What the visitor typed stays on failure.
 */
export const usePublicFormSubmit = <Body>({
  url,
  success,
  fallbackError,
  onSuccess,
  extraFields,
}: Options) =>
  useMutation({
    mutationFn: (body: Body) =>
      apiJson<{ message: string }>('POST', url, { ...body, ...extraFields?.() }),
    onSuccess: () => {
      toast(success)
      onSuccess()
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, fallbackError),
        variant: 'destructive',
      }),
  })
