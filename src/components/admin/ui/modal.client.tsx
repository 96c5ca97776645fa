'use client'

import { useEffect, useId, useRef, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'

type Props = {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** Wider for long forms. */
  size?: 'md' | 'lg'
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind it inert, closes
 * on Escape and returns focus to the opener, with no dialog library to ship.
 */
export const Modal = ({ open, title, onClose, children, size = 'md' }: Props) => {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className={`m-auto w-[calc(100%-2rem)] rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/50 ${
        size === 'lg' ? 'max-w-3xl' : 'max-w-lg'
      }`}
    >
      {open ? (
        <div className="max-h-[85vh] overflow-y-auto p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-semibold">
              {title}
            </h2>
            <Button
              variant="plain"
              type="button"
              onClick={onClose}
              className="rounded px-2 text-2xl leading-none text-slate-700 hover:bg-slate-100"
              aria-label="Close"
            >
              ×
            </Button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}
