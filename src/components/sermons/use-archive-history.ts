'use client'

import { useEffect, useRef } from 'react'

/**
 * Keeps the address bar in step with the archive's filter and page, so a view can be shared,
 * bookmarked and reloaded, and Back returns to the previous view:
 * - each new view is a new history entry (pushState, which Next's router keeps in sync);
 * - Back and Forward hand the entry's path and query to onRestore, which puts the filters back
 *   (the URL then already matches, so restoring adds no entry).
 */
export const useArchiveHistory = (
  url: string,
  onRestore: (pathname: string, search: string) => void,
) => {
  const first = useRef(true)
  const restore = useRef(onRestore)
  useEffect(() => {
    restore.current = onRestore
  })

  useEffect(() => {
    const isFirst = first.current
    first.current = false
    if (`${window.location.pathname}${window.location.search}` === url) return
    // The first render only tidies the address the visitor came in by (parameter order, an
    // empty filter): no new entry for that.
    if (isFirst) window.history.replaceState(null, '', url)
    else window.history.pushState(null, '', url)
  }, [url])

  useEffect(() => {
    const onPopState = () => restore.current(window.location.pathname, window.location.search)
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])
}
