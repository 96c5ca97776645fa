'use client'

import { useEffect, useState, type RefObject } from 'react'

import { YOUTUBE_EMBED_ORIGIN } from '@/lib/content/youtube'

export type PlayerState = 'waiting' | 'ready' | 'playing'

/** YouTube's player states in its messages: 1 is playing. */
const PLAYING = 1

type PlayerMessage = { event?: string; info?: number | { playerState?: number } | null }

const stateOf = (message: PlayerMessage): PlayerState | null => {
  const { event, info } = message
  if (event === 'onStateChange' && info === PLAYING) return 'playing'
  if (event === 'infoDelivery' && typeof info === 'object' && info?.playerState === PLAYING) {
    return 'playing'
  }
  if (event === 'onReady' || event === 'initialDelivery') return 'ready'
  return null
}

/**
 * What an embedded YouTube player says about itself, through the postMessage protocol its iframe
 * API speaks (the page sends 'listening'; the player answers with its events). No message means
 * no player: YouTube unreachable, blocked, or still loading. The callers keep their poster in
 * front until then, so a failed player never shows as a broken frame.
 */
export const useYouTubePlayer = (frame: RefObject<HTMLIFrameElement | null>, active: boolean) => {
  const [state, setState] = useState<PlayerState>('waiting')
  useEffect(() => {
    const iframe = frame.current
    if (!active || !iframe) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== YOUTUBE_EMBED_ORIGIN || event.source !== iframe.contentWindow) return
      let message: PlayerMessage
      try {
        message = typeof event.data === 'string' ? JSON.parse(event.data) : event.data
      } catch {
        return
      }
      const next = stateOf(message ?? {})
      if (next) setState((current) => (current === 'playing' ? current : next))
    }
    const listen = () =>
      iframe.contentWindow?.postMessage(
        JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
        YOUTUBE_EMBED_ORIGIN,
      )
    window.addEventListener('message', onMessage)
    iframe.addEventListener('load', listen)
    return () => {
      window.removeEventListener('message', onMessage)
      iframe.removeEventListener('load', listen)
    }
  }, [frame, active])
  return active ? state : 'waiting'
}
