'use client'

import { useAdminMutation } from '@/components/admin/use-admin-mutation'
import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'
import type { EmailDeliveryKind } from '@/lib/email-delivery'
import { SPAM_REASON_WORDS, type SpamReason } from '@/lib/spam-reasons'

type Props = {
  kind: EmailDeliveryKind
  id: number
  reason: SpamReason | null | undefined
  /** Who sent it, named in the button for screen readers. */
  from: string
}

/**
 * A flagged post in the Spam view: why it was flagged, and staff's "Not spam", which delivers it
 * as if it had just arrived (docs/privacy.md#spam).
 */
export const NotSpam = ({ kind, id, reason, from }: Props) => {
  const rescue = useAdminMutation<void, { message: string }>({
    mutationFn: () => apiJson('POST', `/api/admin/${kind}/${id}/not-spam`),
    success: ({ message }) => ({ title: 'Not spam', description: message }),
    invalidates: [[`/api/admin/${kind}`]],
  })
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-700">
        {reason ? SPAM_REASON_WORDS[reason] : 'Flagged as spam'}. No email was sent.
      </p>
      <Button
        type="button"
        variant="small"
        disabled={rescue.isPending}
        onClick={() => rescue.mutate()}
        aria-label={`Not spam: ${from}`}
      >
        Not spam
      </Button>
    </div>
  )
}
