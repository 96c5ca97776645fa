import type { CollectionBeforeChangeHook } from 'payload'

import { env } from '@/env'
import { probeAudio } from '@/server/podcast/probe-audio'

/**
 * A podcast enclosure must state its size in bytes and its type. They are learned here, once,
 * when a sermon's audio link is set or changed, and stored, so serving the feed never fetches
 * anything (docs/podcast-calendar-seo.md).
 */
export const learnAudioFacts: CollectionBeforeChangeHook = async ({ data, originalDoc }) => {
  const audioUrl =
    typeof data.audioUrl === 'string' ? data.audioUrl.trim() : (originalDoc?.audioUrl ?? '')
  if (!audioUrl) return { ...data, audioBytes: null, audioType: null }
  const unchanged = audioUrl === originalDoc?.audioUrl && originalDoc?.audioBytes
  if (unchanged) return data
  const facts = await probeAudio(audioUrl, env.SITE_URL)
  return { ...data, audioBytes: facts?.bytes ?? null, audioType: facts?.type ?? null }
}
