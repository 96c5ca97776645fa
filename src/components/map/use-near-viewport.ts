'use client'

import { useCallback, useState } from 'react'

/** How far outside the viewport an element counts as near: about half a phone screen. */
const NEAR_MARGIN = '400px 0px'

/**
 * A ref for an element and whether it has come near the viewport, latched once true. The
 * observer runs only after hydration, so whatever `near` gates is never part of the hydrating
 * task. Browsers without IntersectionObserver count everything as near.
 */
export const useNearViewport = <Element extends HTMLElement>() => {
  const [near, setNear] = useState(false)
  const ref = useCallback((element: Element | null) => {
    if (!element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setNear(true)
        observer.disconnect()
      },
      { rootMargin: NEAR_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, near] as const
}
