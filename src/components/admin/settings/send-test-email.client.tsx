'use client'

import { useId, useState } from 'react'

import { useAdminMutation } from '@/components/admin/use-admin-mutation'
import { Button } from '@/components/ui/button'
import { apiJson, ApiRequestError } from '@/lib/api/api-request'

type Outcome = { ok: boolean; text: string }

/**
 * Settings' "Send test email": sends to the staff address with the saved settings and shows the
 * result, or the mail server's error, next to the button (and in a toast).
 */
export function SendTestEmail() {
  const outcomeId = useId()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const send = useAdminMutation<void, { message: string }>({
    mutationFn: async () => {
      setOutcome(null)
      try {
        return await apiJson<{ message: string }>('POST', '/api/admin/site-config/test-email')
      } catch (error) {
        const text =
          error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : String(error)
        setOutcome({ ok: false, text })
        throw error
      }
    },
    success: ({ message }) => ({ title: 'Test email sent', description: message }),
    onSuccess: ({ message }) => setOutcome({ ok: true, text: message }),
  })
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        Sends a test email to the contact email address, using the saved settings.
      </p>
      <Button
        variant="plain"
        type="button"
        aria-describedby={outcome ? outcomeId : undefined}
        onClick={() => send.mutate()}
        disabled={send.isPending}
        className="rounded bg-primary px-4 py-2 font-semibold text-white hover:opacity-90 disabled:opacity-60"
      >
        {send.isPending ? 'Sending test email…' : 'Send test email'}
      </Button>
      <p
        id={outcomeId}
        role="status"
        className={outcome?.ok === false ? 'text-sm text-red-800' : 'text-sm text-slate-700'}
      >
        {outcome ? `${outcome.ok ? 'Sent:' : 'Failed:'} ${outcome.text}` : ''}
      </p>
    </div>
  )
}
