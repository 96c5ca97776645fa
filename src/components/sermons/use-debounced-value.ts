'use client'

import { useEffect, useState } from 'react'

/**
 * The value once it has stopped changing for `delay` ms (the sermon search waits 500 ms), with a
 * setter to apply a value at once (Enter, Clear Filters) instead of waiting.
 */
export const useDebouncedValue = <T>(value: T, delay: number) => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return [settled, setSettled] as const
}
