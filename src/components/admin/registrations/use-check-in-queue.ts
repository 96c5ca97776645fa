'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { ApiRequestError, apiJson } from '@/lib/api/api-request'
import {
  readCheckInQueue,
  withoutTap,
  withTap,
  writeCheckInQueue,
  type CheckInQueue,
} from '@/lib/registration/check-in-queue'

import { reportAdminError } from '../report-admin-error'

/**
 * Check-in that keeps working when the connection drops (docs/registration.md#check-in): a tap
 * is queued in localStorage first and shown at once as "waiting to sync"; the queue is sent
 * whenever the phone is online (now, or when the connection comes back). The server sets a state,
 * so a tap sent twice changes nothing. A tap the server refuses (the registration was cancelled
 * meanwhile) is dropped with the usual error toast; one that could not be sent stays queued.
 */
export const useCheckInQueue = (onSynced: () => void) => {
  // Read once on the phone (the server has no storage; what it renders shows no taps anyway).
  const [pending, setPending] = useState<CheckInQueue>(() =>
    typeof window === 'undefined' ? {} : readCheckInQueue(localStorage),
  )
  const sending = useRef(false)
  const synced = useRef(onSynced)
  useEffect(() => {
    synced.current = onSynced
  })

  const change = useCallback((update: (queue: CheckInQueue) => CheckInQueue) => {
    const next = update(readCheckInQueue(localStorage))
    writeCheckInQueue(localStorage, next)
    setPending(next)
  }, [])

  const send = useCallback(async () => {
    if (sending.current) return
    sending.current = true
    let sent = 0
    try {
      // Again until empty: taps made while a round was sending join the next round.
      for (;;) {
        const queued = Object.entries(readCheckInQueue(localStorage))
        if (!queued.length) break
        for (const [id, tap] of queued) {
          try {
            await apiJson('POST', `/api/admin/registrations/${id}/check-in`, tap)
          } catch (error) {
            // No answer at all: offline. Keep everything for the 'online' event.
            if (!(error instanceof ApiRequestError)) return
            reportAdminError(error)
          }
          change((queue) => withoutTap(queue, id, tap))
          sent += 1
        }
      }
    } finally {
      sending.current = false
      if (sent) synced.current()
    }
  }, [change])

  useEffect(() => {
    void send()
    const onOnline = () => void send()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [send])

  const tap = (id: number, checkedIn: boolean) => {
    change((queue) => withTap(queue, id, { checkedIn, at: new Date().toISOString() }))
    if (navigator.onLine) void send()
  }

  return { pending, tap }
}
