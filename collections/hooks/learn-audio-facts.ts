import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { env } from '@/env'
import { INTERNAL_ADDRESS_MESSAGE } from '@/server/http/outbound/refused'
import { probeAudioLink } from '@/server/podcast/probe-audio'
import { hostedAudioFacts } from '@/server/sermon-files/hosted-audio-facts'
import { clockDuration } from '@/lib/content/duration'

/**
 * A podcast enclosure must state its size in bytes and its type, and its itunes:duration should
 * be the audio's real length (known for files the site serves). They are learned here, once,
 * when a sermon's audio link is set or changed, and stored, so serving the feed never fetches
 * anything (docs/podcast-calendar-seo.md).
 *
 * A link that points inside the server's network (or redirects there) is never fetched
 * (docs/outbound-requests.md), and a save that sets it is refused with a field error (a 400 from
 * /api/admin, a row error in bulk edits, a message on the field in /cms): it can never work, and
 * staff should hear why rather than find the sermon missing from the podcast. A sermon whose
 * link was stored before this rule is not blocked from other edits; it just gets no facts.
 */
export const learnAudioFacts: CollectionBeforeChangeHook = async ({
  collection,
  data,
  originalDoc,
  req,
}) => {
  const given = typeof data.audioUrl === 'string' ? data.audioUrl.trim() : undefined
  const audioUrl = given ?? originalDoc?.audioUrl ?? ''
  if (!audioUrl) return { ...data, audioBytes: null, audioType: null, audioSeconds: null }
  const unchanged = audioUrl === originalDoc?.audioUrl && originalDoc?.audioBytes
  if (unchanged) return data
  // A file this site hosts (docs/uploads.md) was measured when it arrived.
  const hosted = await hostedAudioFacts(req.payload, audioUrl)
  if (hosted) {
    const typed = data.duration ?? originalDoc?.duration
    return {
      ...data,
      audioBytes: hosted.bytes,
      audioType: hosted.type,
      audioSeconds: hosted.seconds,
      // The duration fills itself in from the audio when staff left it empty.
      ...(!typed && hosted.seconds ? { duration: clockDuration(hosted.seconds) } : {}),
    }
  }
  const { facts, refused } = await probeAudioLink(audioUrl, env.SITE_URL)
  if (refused && given !== undefined && given !== originalDoc?.audioUrl) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'audioUrl', message: INTERNAL_ADDRESS_MESSAGE }],
    })
  }
  return {
    ...data,
    audioBytes: facts?.bytes ?? null,
    audioType: facts?.type ?? null,
    audioSeconds: facts?.seconds ?? null,
  }
}
