import { youtube, type youtube_v3 } from '@googleapis/youtube'

import { env } from '@/env'
import { ApiError } from '@/server/api/errors'

/** Where the YouTube Data API is and the key to call it with; tests point rootUrl at a fake. */
export type YoutubeAccess = { apiKey?: string; rootUrl?: string }

export const youtubeAccessFromEnv = (): YoutubeAccess => ({
  apiKey: env.YOUTUBE_API_KEY,
  rootUrl: env.YOUTUBE_API_ROOT,
})

export const isYoutubeConfigured = (access: YoutubeAccess = youtubeAccessFromEnv()) =>
  Boolean(access.apiKey)

// Long enough for a slow answer, short enough that staff are not left watching a spinner.
const REQUEST_TIMEOUT_MS = 20_000

/** The real Google client (YouTube Data API only); without a key there is nothing to call, so staff are told why. */
export const createYoutubeClient = ({ apiKey, rootUrl }: YoutubeAccess): youtube_v3.Youtube => {
  if (!apiKey) {
    throw new ApiError(
      503,
      'YouTube API key is not configured. Set YOUTUBE_API_KEY on the server and restart it.',
    )
  }
  return youtube({
    version: 'v3',
    auth: apiKey,
    ...(rootUrl ? { rootUrl } : {}),
    timeout: REQUEST_TIMEOUT_MS,
  })
}
