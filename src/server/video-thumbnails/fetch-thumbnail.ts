import { readCappedBody } from '@/server/api/body/read-capped'

import { thumbnailType } from './thumbnail-source'

// An ArrayBuffer-backed copy: what a Response body takes, made once when fetched.
export type Thumbnail = { bytes: Uint8Array<ArrayBuffer>; contentType: string }

// A visitor's page is waiting on this image: past 3 s the placeholder serves them better.
const FETCH_TIMEOUT_MS = 3000
// Far above any YouTube hqdefault (docs/performance-log.md): anything near this is not a thumbnail.
const MAX_THUMBNAIL_BYTES = 512 * 1024

/**
 * Fetches a thumbnail from YouTube (or YOUTUBE_THUMBNAIL_ROOT). Any failure (unreachable, slow,
 * not a 200, not a raster image, too large) is null: the caller answers a placeholder instead.
 * The timeout covers the body too, so a server that trickles bytes cannot hold us.
 */
export const fetchThumbnail = async (url: string): Promise<Thumbnail | null> => {
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
  } catch {
    return null
  }
  const contentType = thumbnailType(response.headers.get('content-type'))
  if (response.status === 200 && contentType) {
    try {
      return {
        bytes: new Uint8Array(
          await readCappedBody(response, MAX_THUMBNAIL_BYTES, 'Thumbnail too large'),
        ),
        contentType,
      }
    } catch {
      // Too large, timed out or cut off: a failure like the others.
    }
  }
  // Free the connection; a body already being read was cancelled by its reader or the timeout.
  await response.body?.cancel().catch(() => undefined)
  return null
}
