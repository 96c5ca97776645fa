import type { youtube_v3 } from '@googleapis/youtube'

import { notFound } from '@/server/api/errors'

import { explainYoutubeError } from './youtube-errors'

/** A channel's uploads are an ordinary playlist; channels.list names it. */
export const findUploadsPlaylist = async (
  client: youtube_v3.Youtube,
  channelId: string,
): Promise<string> => {
  let uploads: string | null | undefined
  try {
    const { data } = await client.channels.list({ part: ['contentDetails'], id: [channelId] })
    uploads = data.items?.[0]?.contentDetails?.relatedPlaylists?.uploads
  } catch (error) {
    throw explainYoutubeError(error, { kind: 'channel', id: channelId })
  }
  // YouTube answers an unknown channel with an empty list rather than an error.
  if (!uploads) {
    throw notFound(
      `YouTube channel ${channelId} was not found. Check the ID, and that it is public or unlisted.`,
    )
  }
  return uploads
}
