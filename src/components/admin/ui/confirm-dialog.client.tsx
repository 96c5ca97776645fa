'use client'

import { Modal } from './modal.client'
import { dangerButton, secondaryButton } from './styles'

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
      <button type="button" className={secondaryButton} onClick={onCancel} disabled={pending}>
        Cancel
      </button>
      <button type="button" className={dangerButton} onClick={onConfirm} disabled={pending}>
        {pending ? 'Working...' : confirmLabel}
      </button>
    </div>
  </Modal>
)
