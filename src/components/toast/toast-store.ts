'use client'

import { useSyncExternalStore } from 'react'

/**
 * The toast rules (docs/requirements/public-pages.md): one at a time, a new one replaces the old;
 * dismissed ones linger 1,000,000 ms.
 */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY = 1_000_000
export const TOAST_DURATION = 5000

export type ToastVariant = 'default' | 'destructive'

export type ToastItem = {
  id: string
  title?: string
  description?: string
  variant: ToastVariant
  open: boolean
}

let toasts: ToastItem[] = []
const listeners = new Set<() => void>()
const removals = new Map<string, ReturnType<typeof setTimeout>>()
let counter = 0
/** Whether any toast was raised in this tab: the region is mounted from then on. */
let raised = false

const emit = (next: ToastItem[]) => {
  toasts = next
  for (const listener of listeners) listener()
}

const scheduleRemoval = (id: string) => {
  if (removals.has(id)) return
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id)
      emit(toasts.filter((item) => item.id !== id))
    }, TOAST_REMOVE_DELAY),
  )
}

export const dismissToast = (id?: string) => {
  for (const item of toasts) if (!id || item.id === id) scheduleRemoval(item.id)
  emit(toasts.map((item) => (!id || item.id === id ? { ...item, open: false } : item)))
}

export const toast = ({
  title,
  description,
  variant = 'default',
}: {
  title?: string
  description?: string
  variant?: ToastVariant
}) => {
  counter += 1
  raised = true
  const id = String(counter)
  emit([{ id, title, description, variant, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return id
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const serverSnapshot: ToastItem[] = []

export const useToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => serverSnapshot,
  )

/** True once the first toast was raised (the public site loads the region's code only then). */
export const useToastRaised = () =>
  useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  )
