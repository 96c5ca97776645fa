'use client'

import { useState } from 'react'

import { FormFailure } from '@/components/forms/form-failure'
import { Button } from '@/components/ui/button'
import { ApiRequestError, apiRequest } from '@/lib/api/api-request'
import { serverMessage } from '@/lib/api/server-message'

type Props = {
  /** The /api route the button posts the link's token to. */
  url: string
  label: string
  pendingLabel: string
  fallbackError: string
}

/**
 * The one button of a page an emailed newsletter link opens. The link itself changes nothing:
 * mail scanners open links, so only a person's press confirms or unsubscribes (docs/privacy.md).
 */
export const EmailedLinkAction = ({ url, label, pendingLabel, fallbackError }: Props) => {
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const press = async () => {
    setPending(true)
    setFailure(null)
    try {
      // The token is in the page's address (the page is the same cached HTML for every link).
      const token = new URLSearchParams(window.location.search).get('token') ?? ''
      const response = await apiRequest('POST', url, { token })
      setDone(((await response.json()) as { message: string }).message)
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError && error.status < 500
          ? serverMessage(error, fallbackError)
          : fallbackError,
      )
    } finally {
      setPending(false)
    }
  }

  if (done) {
    return (
      <p role="status" className="mt-6 text-slate-700">
        {done}
      </p>
    )
  }
  return (
    <div className="mt-6 space-y-4">
      <FormFailure message={failure} />
      <Button type="button" variant="cta" disabled={pending} onClick={() => void press()}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  )
}
