import type { Payload } from 'payload'

import { slugs } from '@/lib/slugs'
import type { AudioFacts } from '@/server/podcast/probe-audio'

import type { SermonFile } from '../../../payload-types'
import { hostedFileName } from './locations'

/**
 * The enclosure facts of a sermon audio file this site hosts, from its record (measured when it
 * arrived, so nothing is fetched); null when the URL is not one of ours or names no audio file.
 */
export const hostedAudioFacts = async (
  payload: Payload,
  url: string,
): Promise<AudioFacts | null> => {
  const filename = hostedFileName(url)
  if (!filename) return null
  const { docs } = await payload.find({
    collection: slugs.sermonFiles,
    where: { filename: { equals: filename }, kind: { equals: 'audio' } },
    limit: 1,
    depth: 0,
    // The server reads its own record of a public file, for whichever staff member saves.
    overrideAccess: true,
  })
  const file = docs[0] as SermonFile | undefined
  if (!file) return null
  return {
    bytes: file.bytes,
    type: file.mimeType,
    seconds: file.seconds ? Math.max(1, Math.round(file.seconds)) : null,
  }
}
