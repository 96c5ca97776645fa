'use client'

import Image from 'next/image'
import { useState } from 'react'

export const DEFAULT_EVENT_IMAGE = '/images/default-event.svg'

type Props = { src: string | null | undefined; alt: string; sizes: string; priority?: boolean }

/**
 * An event image: a spinner until it loads; the default image when missing or broken
 * (docs/requirements/public-pages.md).
 */
export const EventImage = ({ src, alt, sizes, priority = false }: Props) => {
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
      <Image
        src={shown}
        alt={alt}
        fill
        sizes={sizes}
        priority={priority}
        // Local SVG illustrations and remote images are shown as they are.
        unoptimized
        className="object-cover"
        onLoad={() => setLoaded(true)}
        onError={() => {
          setFailed(true)
          setLoaded(false)
        }}
      />
    </div>
  )
}
