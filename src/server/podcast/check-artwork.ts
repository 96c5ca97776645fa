import type { Payload } from 'payload'

import { artworkFits, podcastMessages } from '@/lib/podcast-settings'
import { isBlank } from '@/lib/validation/rules'
import { findMedia } from '@/server/uploads/store-image'

const MEDIA_PREFIX = '/api/media/'

/**
 * Apple refuses a show whose artwork is the wrong size, so the setting only accepts an image
 * uploaded through the site, whose pixels Payload measured when it was stored. A link to an
 * image elsewhere cannot be measured without fetching it, so it is refused with a clear message.
 */
export const checkPodcastArtwork = async (
  payload: Payload,
  value: unknown,
): Promise<true | string> => {
  if (isBlank(value)) return true
  const location = String(value).trim()
  if (!location.startsWith(MEDIA_PREFIX)) return podcastMessages.artworkUpload
  const media = await findMedia(payload, decodeURIComponent(location.slice(MEDIA_PREFIX.length)))
  if (!media) return podcastMessages.artworkUpload
  return artworkFits(media) ? true : podcastMessages.artworkSize
}
