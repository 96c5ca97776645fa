'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'

import { ConfirmDialog } from '../ui/confirm-dialog.client'
import { useAdminMutation } from '../use-admin-mutation'
import { bulkResultToast, type BulkResult } from './bulk-result'

type Props = { plural: 'sermons' | 'events'; listPath: string }

/** Clear-all asks first and says where they go: the trash (docs/trash.md). */
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
        message={`This moves every one of the church's ${plural} to the trash: they leave the website at once. You can restore them from the Trash tab until it is emptied; emptying it cannot be undone.`}
        confirmLabel={`Move all ${plural} to the trash`}
        pending={clear.isPending}
        onConfirm={() => clear.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}
