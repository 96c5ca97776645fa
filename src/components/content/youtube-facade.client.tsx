'use client'

import { useRef, useState, useSyncExternalStore } from 'react'

import { Button } from '@/components/ui/button'
import { toPlayerEmbedUrl, videoThumbnailPath } from '@/lib/content/youtube'

import { useYouTubePlayer } from './use-youtube-player'

/** Permissions YouTube's own embed code asks for. */
const ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share'

const noSubscription = () => () => {}

/**
 * A YouTube video as its thumbnail and a play button; YouTube's player (about a megabyte of
 * script) loads only when the visitor asks for it. The thumbnail comes from this site, which
 * fetches it from YouTube or answers a dark placeholder, and is a CSS background, so it is never
 * a broken image; the player stays invisible behind the facade until it reports itself ready
 * (useYouTubePlayer).
 */
export const YouTubeFacade = ({ id, title }: { id: string; title: string }) => {
  const [activated, setActivated] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  const state = useYouTubePlayer(frame, activated)
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  )
  const shown = state !== 'waiting'
  return (
    <div
      className="relative aspect-video w-full overflow-hidden rounded-lg bg-slate-900 bg-cover bg-center"
      style={{ backgroundImage: `url(${videoThumbnailPath(id)})` }}
    >
      {activated ? (
        <iframe
          ref={frame}
          title={title}
          src={toPlayerEmbedUrl(id, origin)}
          allow={ALLOW}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className={`absolute inset-0 h-full w-full border-0 ${shown ? '' : 'opacity-0'}`}
        />
      ) : null}
      {shown ? null : (
        <Button
          variant="plain"
          type="button"
          onClick={() => setActivated(true)}
          aria-label={`Play video: ${title}`}
          className="group absolute inset-0 flex cursor-pointer items-center justify-center"
        >
          <span
            aria-hidden="true"
            className="flex h-16 w-24 items-center justify-center rounded-2xl bg-red-700 shadow-lg group-hover:bg-red-800"
          >
            <svg viewBox="0 0 24 24" className="h-8 w-8 fill-white">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
          {activated ? (
            <span
              role="status"
              className="absolute bottom-3 rounded bg-slate-900/80 px-2 py-1 text-sm text-white"
            >
              Loading the player...
            </span>
          ) : null}
        </Button>
      )}
    </div>
  )
}
