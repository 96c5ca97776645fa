'use client'

import Link from 'next/link'
import { useState, type ComponentProps } from 'react'

/**
 * A link that prefetches its page once the visitor shows intent (pointer over it, focus, a
 * touch), not when it scrolls into view. For the footer's Quick Links: they repeat the header's
 * menu, and on a phone, where that menu is folded away, a short page shows the footer at once.
 * Prefetching its six pages there cost a dozen requests and their parsing on the main thread
 * during load (docs/performance-log.md). `prefetch={null}` restores Next's default
 * once intent is shown (the pattern of Next's prefetching guide).
 */
export const IntentPrefetchLink = ({
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: Omit<ComponentProps<typeof Link>, 'prefetch'>) => {
  const [intent, setIntent] = useState(false)
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
    />
  )
}
