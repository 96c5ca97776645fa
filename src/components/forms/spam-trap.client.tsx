'use client'

import { useEffect, useRef } from 'react'

/**
 * The spam traps of a public form (docs/rate-limits.md#spam): a honeypot field that people and
 * screen readers never meet, and the time the form was open. Robots that fill every field, or
 * post the instant the page loads, are answered kindly and ignored by the server.
 */
export const useSpamTrap = () => {
  const honeypot = useRef<HTMLInputElement>(null)
  const openedAt = useRef(0)
  useEffect(() => {
    openedAt.current = Date.now()
  }, [])
  /** The extra fields to send with the form's own values. */
  const fields = () => ({
    website: honeypot.current?.value ?? '',
    fillMs: openedAt.current ? Math.max(0, Date.now() - openedAt.current) : 0,
  })
  return { honeypot, fields }
}

/**
 * Off-screen rather than display:none (which robots learn to skip), hidden from assistive
 * technology, out of the tab order and never autofilled.
 */
export const SpamTrapField = ({
  id,
  inputRef,
}: {
  id: string
  inputRef: React.RefObject<HTMLInputElement | null>
}) => (
  <div
    aria-hidden="true"
    style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
  >
    <label htmlFor={id}>Leave this field empty</label>
    <input ref={inputRef} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
  </div>
)
