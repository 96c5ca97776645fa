'use client'

import { useState } from 'react'

import { toast } from '@/components/toast/toast-store'
import { apiJson } from '@/lib/api/api-request'
import { serverMessage } from '@/lib/api/server-message'

type Options = {
  url: string
  success: { title: string; description: string }
  /** Shown when the server gives no message of its own (docs/requirements/public-pages.md). */
  fallbackError: string
  onSuccess: () => void
  /** Extra fields sent with the body (the spam traps), read when the form is sent. */
  extraFields?: () => Record<string, unknown>
}

/**
 * POST a public form: a success toast and onSuccess (which clears the form), or an 'Error' toast
 * with the server's message. What the visitor typed stays on failure. No retries
 * (docs/requirements/api.md). A plain hook rather than a query-library mutation: the public pages
 * ship without it.
 */
export const usePublicFormSubmit = <Body>({
  url,
  success,
  fallbackError,
  onSuccess,
  extraFields,
}: Options) => {
  const [isPending, setPending] = useState(false)
  const mutate = (body: Body) => {
    setPending(true)
    apiJson<{ message: string }>('POST', url, { ...body, ...extraFields?.() })
      .then(() => {
        toast(success)
        onSuccess()
      })
      .catch((error: unknown) =>
        toast({
          title: 'Error',
          description: serverMessage(error, fallbackError),
          variant: 'destructive',
        }),
      )
      .finally(() => setPending(false))
  }
  return { mutate, isPending }
}
