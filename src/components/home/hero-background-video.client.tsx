'use client'

import { useRef, useState, useSyncExternalStore } from 'react'

import { useYouTubePlayer } from '@/components/content/use-youtube-player'
import { Button } from '@/components/ui/button'

import { toBackgroundEmbedUrl } from '@/lib/content/youtube'

const WIDE_SCREEN = '(min-width: 768px)'
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

const subscribe = (onChange: () => void) => {
  const wide = window.matchMedia(WIDE_SCREEN)
  window.addEventListener('load', onChange)
  wide.addEventListener('change', onChange)
  return () => {
    window.removeEventListener('load', onChange)
    wide.removeEventListener('change', onChange)
  }
}

const loadedOnWideScreen = () =>
  document.readyState === 'complete' && window.matchMedia(WIDE_SCREEN).matches

/** Phones, and the first paint everywhere, never get the video (server snapshot: false). */
const useLoadedOnWideScreen = () => useSyncExternalStore(subscribe, loadedOnWideScreen, () => false)

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION).matches

/**
 * The hero's muted, looping background video, laid over the stock image only after the page has
 * loaded and only on wider screens, so it never slows the first paint. Visitors can pause it
 * (WCAG 2.2.2); those who ask for reduced motion start with it paused.
 */
export const HeroBackgroundVideo = ({ videoId }: { videoId: string }) => {
  const ready = useLoadedOnWideScreen()
  const [playing, setPlaying] = useState(() => !prefersReducedMotion())
  const frame = useRef<HTMLIFrameElement>(null)
  // The poster stays in front until the player says it is playing: a blocked or failing video
  // leaves the image, never a grey box.
  const shown = useYouTubePlayer(frame, ready && playing) === 'playing'
  if (!ready) return null
  return (
    <>
      {playing ? (
        <div
          className={`absolute inset-0 -z-20 overflow-hidden transition-opacity duration-700 ${shown ? '' : 'opacity-0'}`}
        >
          <iframe
            ref={frame}
            src={toBackgroundEmbedUrl(videoId, window.location.origin)}
            title="Background video"
            aria-hidden="true"
            tabIndex={-1}
            loading="lazy"
            allow="autoplay; encrypted-media; picture-in-picture"
            className="pointer-events-none absolute left-1/2 top-1/2 h-[56.25vw] min-h-full w-screen min-w-[177.78vh] -translate-x-1/2 -translate-y-1/2 border-0"
          />
        </div>
      ) : null}
      <Button
        variant="plain"
        type="button"
        onClick={() => setPlaying((value) => !value)}
        className="absolute bottom-4 right-4 z-10 rounded bg-slate-900/80 px-3 py-2 text-sm font-medium text-white hover:bg-slate-900"
      >
        {playing ? 'Pause background video' : 'Play background video'}
      </Button>
    </>
  )
}
