'use client'

import { Button } from '@/components/ui/button'

import { Modal } from './modal.client'

type Props = {
  open: boolean
  title: string
  message: string
  confirmLabel: string
  pending?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before anything that cannot be undone; the destructive button names what it does. */
export const ConfirmDialog = ({
  open,
  title,
  message,
  confirmLabel,
  pending = false,
  onConfirm,
  onCancel,
}: Props) => (
  <Modal open={open} title={title} onClose={onCancel}>
    <p className="text-slate-800">{message}</p>
    <div className="mt-6 flex justify-end gap-3">
      <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="button" variant="danger" onClick={onConfirm} disabled={pending}>
        {pending ? 'Working...' : confirmLabel}
      </Button>
    </div>
  </Modal>
)
