'use client'

import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'

import type { PrayerRequest } from '../../../../payload-types'
import { useAdminMutation } from '../use-admin-mutation'
import { PRAYER_LIST_PATH, senderOf } from './prayer-list'

const STATUS_BUTTONS = [
  { status: 'prayed', label: 'Mark Prayed', toast: 'Request marked as prayed for' },
  { status: 'archived', label: 'Archive', toast: 'Request archived' },
  { status: 'new', label: 'Set back to New', toast: 'Request set back to new' },
] as const

/** One request's buttons: its status for everyone, the wall for staff (on a wall request). */
export const PrayerActions = ({
  request,
  canApprove,
}: {
  request: PrayerRequest
  canApprove: boolean
}) => {
  const changeStatus = useAdminMutation({
    mutationFn: ({ status }: { status: string; toast: string }) =>
      apiJson('PUT', `${PRAYER_LIST_PATH}/${request.id}`, { status }),
    success: (_data, { toast }) => ({ title: 'Success', description: toast }),
    invalidates: [[PRAYER_LIST_PATH]],
  })
  const setOnWall = useAdminMutation({
    mutationFn: (onWall: boolean) =>
      apiJson('PUT', `/api/admin/prayer-requests/${request.id}/wall`, { onWall }),
    success: (_data, onWall) => ({
      title: 'Success',
      description: onWall ? 'Request approved for the prayer wall' : 'Request taken off the wall',
    }),
    invalidates: [[PRAYER_LIST_PATH]],
  })
  const who = senderOf(request)
  const current = request.status ?? 'new'
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {STATUS_BUTTONS.filter((button) => button.status !== current).map((button) => (
        <Button
          key={button.status}
          variant="small"
          disabled={changeStatus.isPending}
          onClick={() => changeStatus.mutate(button)}
          aria-label={`${button.label}: ${who}`}
        >
          {button.label}
        </Button>
      ))}
      {canApprove && request.visibility === 'wall' ? (
        <Button
          variant="small"
          disabled={setOnWall.isPending}
          onClick={() => setOnWall.mutate(!request.wallApprovedAt)}
          aria-label={`${request.wallApprovedAt ? 'Take off the wall' : 'Approve for the wall'}: ${who}`}
        >
          {request.wallApprovedAt ? 'Take off the wall' : 'Approve for the wall'}
        </Button>
      ) : null}
    </div>
  )
}
