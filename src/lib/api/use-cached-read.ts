'use client'

import { useEffect, useEffectEvent, useRef, useState } from 'react'

import { sameAnswer } from './same-answer'

type Entry<T> = { data?: T; error?: unknown }

type Options<T> = {
  /** What the server rendered for one key: shown at once, without a request (unless refetched). */
  initial?: { key: string; data: T }
  /** Ask again when the island mounts, even for the server's data (the events list). */
  refetchOnMount?: boolean
  /** Ask again when the visitor comes back to the tab or window. */
  refetchOnFocus?: boolean
}

/** Enough answers for Back and Forward through a visit's filters and pages, and no more. */
const MAX_ENTRIES = 50

/**
 * A read for a public page's island, keyed by its URL: the answer is kept per key (so going back
 * to a filter shows it at once), an answer for a key the visitor has left is dropped, and a key
 * with no answer yet is pending. No retries: a failure is shown as one
 * (docs/requirements/public-pages.md). The dashboard keeps TanStack Query; public pages use this
 * so the query library stays out of their first-load JavaScript.
 */
export const useCachedRead = <T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  { initial, refetchOnMount = false, refetchOnFocus = false }: Options<T> = {},
) => {
  const [entries, setEntries] = useState(
    () => new Map<string, Entry<T>>(initial ? [[initial.key, { data: initial.data }]] : []),
  )
  const mounted = useRef(false)

  const store = (forKey: string, entry: Entry<T>) =>
    setEntries((current) => {
      const next = new Map(current)
      next.delete(forKey)
      next.set(forKey, entry)
      while (next.size > MAX_ENTRIES) next.delete(next.keys().next().value as string)
      return next
    })

  /** Reads a key with the latest loader; called from effects only. */
  const fetchKey = useEffectEvent((forKey: string, signal: AbortSignal) => {
    // A refetch that fails keeps what was shown; a first read shows the failure.
    // An answer that matches what is shown changes nothing, and is not stored (no re-render).
    const shown = entries.get(forKey)?.data
    void load(signal).then(
      (data) => {
        if (!sameAnswer(shown, data)) store(forKey, { data })
      },
      (error: unknown) => {
        if (!signal.aborted && shown === undefined) store(forKey, { error })
      },
    )
  })

  /**
   * What a key needs on mount or when it changes: a first read (no answer yet, or a failed one),
   * a refresh of the answer shown (the mount asks again), or nothing.
   */
  const readNeeded = useEffectEvent((forKey: string, firstRun: boolean) => {
    const entry = entries.get(forKey)
    if (!entry || entry.error !== undefined) return 'first'
    return firstRun && refetchOnMount ? 'refresh' : null
  })

  useEffect(() => {
    const firstRun = !mounted.current
    mounted.current = true
    const needed = readNeeded(key, firstRun)
    if (!needed) return
    const controller = new AbortController()
    if (needed === 'first') {
      fetchKey(key, controller.signal)
      return () => controller.abort()
    }
    // A refresh of what the page already shows starts in a task of its own: on a phone, starting
    // the request inside the task that hydrates the page made that task longer, all of it counted
    // as blocking time (docs/performance-log.md).
    const timer = setTimeout(() => fetchKey(key, controller.signal), 0)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key])

  /** The key shown now, for a refetch on focus. */
  const currentKey = useEffectEvent(() => key)

  useEffect(() => {
    if (!refetchOnFocus) return
    let controller: AbortController | undefined
    const onFocus = () => {
      if (document.visibilityState === 'hidden') return
      controller?.abort()
      controller = new AbortController()
      fetchKey(currentKey(), controller.signal)
    }
    window.addEventListener('visibilitychange', onFocus)
    window.addEventListener('focus', onFocus)
    return () => {
      controller?.abort()
      window.removeEventListener('visibilitychange', onFocus)
      window.removeEventListener('focus', onFocus)
    }
  }, [refetchOnFocus])

  const entry = entries.get(key)
  return {
    data: entry?.data,
    error: entry?.error,
    isError: entry?.error !== undefined,
    isPending: !entry,
  }
}
