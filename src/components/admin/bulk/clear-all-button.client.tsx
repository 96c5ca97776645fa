'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'

import { ConfirmDialog } from '../ui/confirm-dialog.client'
import { useAdminMutation } from '../use-admin-mutation'
import { bulkResultToast, type BulkResult } from './bulk-result'

type Props = { plural: 'sermons' | 'events'; listPath: string }

/** Clear-all asks first and says it cannot be undone (docs/requirements/dashboard.md). */
export const ClearAllButton = ({ plural, listPath }: Props) => {
  const [asking, setAsking] = useState(false)
  const clear = useAdminMutation({
    mutationFn: () => apiJson<BulkResult>('DELETE', `/api/admin/${plural}/clear-all`),
    success: bulkResultToast('Cleared'),
    invalidates: [[listPath]],
    onSuccess: () => setAsking(false),
  })
  return (
    <>
      <Button type="button" variant="danger" onClick={() => setAsking(true)}>
        Clear all {plural}
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Clear all ${plural}?`}
        message={`This deletes every one of the church's ${plural}. This cannot be undone.`}
        confirmLabel={`Delete all ${plural}`}
        pending={clear.isPending}
        onConfirm={() => clear.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}
