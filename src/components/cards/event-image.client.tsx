'use client'

import { startTransition, useState } from 'react'

export const DEFAULT_EVENT_IMAGE = '/images/default-event.svg'

type Props = { src: string | null | undefined; alt: string; priority?: boolean }

/**
 * An event image: a spinner until it loads; the default image when missing or broken
 * (docs/requirements/public-pages.md).
 */
export const EventImage = ({ src, alt, priority = false }: Props) => {
  const [failed, setFailed] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const shown = !src || failed ? DEFAULT_EVENT_IMAGE : src
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-slate-100">
      {!loaded ? (
        <div role="status" className="absolute inset-0 flex items-center justify-center">
          <span className="h-8 w-8 animate-spin rounded-full border-4 border-slate-300 border-t-primary" />
          <span className="sr-only">Loading image</span>
        </div>
      ) : null}
      {/* Local SVG illustrations and remote images are shown as they are, so a plain image:
          next/image would add its client code to every page with an event card. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={shown}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className="absolute inset-0 h-full w-full object-cover"
        // An image that finished before hydration fires no onLoad for React to hear: ask it. The
        // image already covers its spinner, so the update is a transition: as a plain update it
        // re-rendered every card inside the task that hydrates the page, a long task on /events in
        // Lighthouse's traces; as a transition it runs in short slices (docs/performance-log.md).
        ref={(image) => {
          if (!image?.complete) return
          // (Our own illustration counts as loaded whatever size an SVG reports.)
          const shows = image.naturalWidth > 0 || shown === DEFAULT_EVENT_IMAGE
          startTransition(() => (shows ? setLoaded(true) : setFailed(true)))
        }}
        onLoad={() => setLoaded(true)}
        onError={() => {
          setFailed(true)
          setLoaded(false)
        }}
      />
    </div>
  )
}
