'use client'

import { useId } from 'react'

import { useAdminMutation } from '@/components/admin/use-admin-mutation'
import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'
import {
  emailDeliveryText,
  type EmailDelivery as Delivery,
  type EmailDeliveryKind,
} from '@/lib/email-delivery'

export type EmailDeliveryProps = {
  kind: EmailDeliveryKind
  id: number
  /** The list item's `emailDelivery` (null: no email was ever queued). */
  delivery: Delivery | null
}

const TONE: Record<Delivery['status'] | 'none', string> = {
  queued: 'border-amber-300 bg-amber-50 text-amber-900',
  sent: 'border-green-300 bg-green-50 text-green-900',
  logged: 'border-slate-300 bg-slate-50 text-slate-800',
  failed: 'border-red-300 bg-red-50 text-red-900',
  skipped: 'border-slate-300 bg-slate-50 text-slate-800',
  none: 'border-slate-300 bg-slate-50 text-slate-800',
}

// A symbol as well as a colour, hidden from screen readers (the words say it).
const SYMBOL: Record<Delivery['status'] | 'none', string> = {
  queued: '…',
  sent: '✓',
  logged: '–',
  failed: '!',
  skipped: '–',
  none: '–',
}

/** A message's or visit request's email state, with staff's "Resend email". */
export function EmailDelivery({ kind, id, delivery }: EmailDeliveryProps) {
  const stateId = useId()
  const state = delivery?.status ?? 'none'
  const resend = useAdminMutation<void, { message: string }>({
    mutationFn: () => apiJson('POST', `/api/admin/${kind}/${id}/resend-email`),
    success: ({ message }) => ({ title: 'Email queued', description: message }),
    invalidates: [[`/api/admin/${kind}`]],
  })
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p
        id={stateId}
        className={`inline-flex items-center gap-2 rounded border px-2 py-1 text-sm ${TONE[state]}`}
      >
        <span aria-hidden="true" className="font-bold">
          {SYMBOL[state]}
        </span>
        <span>{emailDeliveryText(delivery)}</span>
      </p>
      {/* A second choice, not the panel's main action: staff resend rarely. */}
      <Button
        variant="secondary"
        aria-describedby={stateId}
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
      >
        {resend.isPending ? 'Resending…' : 'Resend email'}
      </Button>
    </div>
  )
}
