import type { youtube_v3 } from '@googleapis/youtube'

import { explainYoutubeError } from './youtube-errors'

/** YouTube answers at most 50 items per page and 50 videos per videos.list call. */
export const YOUTUBE_PAGE_SIZE = 50

export type PlaylistVideos = {
  /** Playable videos with their details, in playlist order. */
  videos: youtube_v3.Schema$Video[]
  /** Playlist entries that cannot be synced: private, deleted, or repeated in the playlist. */
  unavailable: number
}

// YouTube keeps a deleted or private video's slot in the playlist under one of these titles.
const HIDDEN_TITLES = new Set(['Private video', 'Deleted video'])

const isHidden = (item: youtube_v3.Schema$PlaylistItem) =>
  item.status?.privacyStatus === 'private' || HIDDEN_TITLES.has(item.snippet?.title ?? '')

const videoIdOf = (item: youtube_v3.Schema$PlaylistItem) =>
  item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId ?? undefined

/** Every page of the playlist, up to maxResults entries. */
const readEntries = async (client: youtube_v3.Youtube, playlistId: string, maxResults: number) => {
  const entries: youtube_v3.Schema$PlaylistItem[] = []
  let pageToken: string | undefined
  do {
    const { data } = await client.playlistItems.list({
      part: ['snippet', 'contentDetails', 'status'],
      playlistId,
      maxResults: Math.min(YOUTUBE_PAGE_SIZE, maxResults - entries.length),
      pageToken,
    })
    entries.push(...(data.items ?? []))
    pageToken = data.nextPageToken ?? undefined
  } while (pageToken && entries.length < maxResults)
  return entries.slice(0, maxResults)
}

const readDetails = async (client: youtube_v3.Youtube, videoIds: string[]) => {
  const byId = new Map<string, youtube_v3.Schema$Video>()
  for (let start = 0; start < videoIds.length; start += YOUTUBE_PAGE_SIZE) {
    const batch = videoIds.slice(start, start + YOUTUBE_PAGE_SIZE)
    const { data } = await client.videos.list({
      part: ['snippet', 'contentDetails', 'liveStreamingDetails', 'status'],
      id: batch,
      maxResults: YOUTUBE_PAGE_SIZE,
    })
    for (const video of data.items ?? []) if (video.id) byId.set(video.id, video)
  }
  return byId
}

/**
 * Reads a playlist and its videos' details. Only reads: nothing is stored until every call has
 * answered, so a failure part-way leaves the database as it was.
 */
export const readPlaylistVideos = async (
  client: youtube_v3.Youtube,
  playlistId: string,
  maxResults: number,
): Promise<PlaylistVideos> => {
  try {
    const entries = await readEntries(client, playlistId, maxResults)
    const ids: string[] = []
    for (const entry of entries) {
      const id = videoIdOf(entry)
      if (id && !isHidden(entry) && !ids.includes(id)) ids.push(id)
    }
    const details = await readDetails(client, ids)
    const videos = ids
      .map((id) => details.get(id))
      .filter((video): video is youtube_v3.Schema$Video => Boolean(video))
      .filter((video) => video.status?.privacyStatus !== 'private')
    return { videos, unavailable: entries.length - videos.length }
  } catch (error) {
    throw explainYoutubeError(error, { kind: 'playlist', id: playlistId })
  }
}
