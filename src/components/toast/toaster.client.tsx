'use client'

import * as Toast from '@radix-ui/react-toast'

import { dismissToast, TOAST_DURATION, useToasts } from './toast-store'

/**
 * Radix toasts as docs/requirements/public-pages.md sets them: 5000 ms, swipe right past 50 px, F8
 * focuses the region.
 */
export const Toaster = () => {
  const toasts = useToasts()
  return (
    <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id)
          }}
          className={`rounded-lg border p-4 shadow-lg ${
            variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          {title ? <Toast.Title className="font-semibold">{title}</Toast.Title> : null}
          {description ? (
            <Toast.Description className="mt-1 text-sm">{description}</Toast.Description>
          ) : null}
          <Toast.Close aria-label="Close" className="absolute right-2 top-2 rounded px-1">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed bottom-0 right-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none [&>li]:relative"
      />
    </Toast.Provider>
  )
}
