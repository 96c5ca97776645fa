'use client'

import { useState } from 'react'

import { toast } from '@/components/toast/toast-store'
import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'
import { serverMessage } from '@/lib/api/server-message'
import { countOf } from '@/lib/format-count'

type Props = { requestId: number; prayedCount: number }

/**
 * "I prayed": the server counts each visitor once (a cookie it sets) and answers the count, which
 * replaces the one the page was rendered with.
 */
export const IPrayedButton = ({ requestId, prayedCount }: Props) => {
  const [count, setCount] = useState(prayedCount)
  const [prayed, setPrayed] = useState(false)
  const [pending, setPending] = useState(false)
  const press = () => {
    setPending(true)
    apiJson<{ prayedCount: number; counted: boolean }>(
      'POST',
      `/api/prayer-wall/${requestId}/prayed`,
    )
      .then((answer) => {
        setCount(answer.prayedCount)
        setPrayed(true)
      })
      .catch((error: unknown) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'Could not count your prayer. Please try again.'),
          variant: 'destructive',
        }),
      )
      .finally(() => setPending(false))
  }
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <Button variant="chip" onClick={press} disabled={pending || prayed} aria-pressed={prayed}>
        {prayed ? 'You prayed' : 'I prayed'}
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">
        Prayed for {countOf(count, 'time')}
      </span>
    </div>
  )
}
