'use client'

import { useState } from 'react'

import { MAP_HEIGHT_PX } from './map-urls'
import { useNearViewport } from './use-near-viewport'

type Props = { src: string; title: string }

/**
 * The embedded map with 'Loading Map...' over it until the frame reports it has loaded
 * (docs/requirements/public-pages.md).
 * The frame is added only once the map nears the viewport, which also means after hydration:
 * creating an iframe costs a phone a long task of main thread even with loading="lazy"
 * (docs/performance-log.md), and one that loaded before React attached its
 * onLoad handler would leave the loading text up for good.
 */
export const MapFrame = ({ src, title }: Props) => {
  const [container, near] = useNearViewport<HTMLDivElement>()
  const [loaded, setLoaded] = useState(false)
  return (
    <div
      ref={container}
      // box-content: the map itself is the required 400px (docs/requirements/public-pages.md), the
      // border sits outside it.
      className="relative box-content overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
      style={{ height: MAP_HEIGHT_PX }}
    >
      {!loaded ? (
        <p
          role="status"
          className="pointer-events-none absolute inset-0 flex items-center justify-center font-medium text-slate-700"
        >
          Loading Map...
        </p>
      ) : null}
      {near ? (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
          onLoad={() => setLoaded(true)}
          className="block h-full w-full border-0"
        />
      ) : null}
    </div>
  )
}
