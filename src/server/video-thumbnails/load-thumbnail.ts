import { LRUCache } from 'lru-cache'

import { env } from '@/env'

import { fetchThumbnail, type Thumbnail } from './fetch-thumbnail'
import { thumbnailSourceUrl } from './thumbnail-source'

// YouTube replaces a thumbnail rarely; a day-old copy is fine (the CDN keeps it longer still).
const THUMBNAIL_TTL_MS = 24 * 60 * 60 * 1000
// About 250 thumbnails: the videos a church's pages show, several times over.
const MAX_CACHED_BYTES = 8 * 1024 * 1024
// Long enough that a YouTube outage costs one timeout a minute per video, not one per view.
const FAILURE_TTL_MS = 60 * 1000

/** Keyed by source URL, so a changed YOUTUBE_THUMBNAIL_ROOT never answers an old root's image. */
const thumbnails = new LRUCache<string, Thumbnail>({
  maxSize: MAX_CACHED_BYTES,
  sizeCalculation: (thumbnail) => thumbnail.bytes.byteLength,
  ttl: THUMBNAIL_TTL_MS,
})
// A failure holds no bytes, so a count bounds these.
const failures = new LRUCache<string, true>({ max: 1000, ttl: FAILURE_TTL_MS })
// One upstream fetch per thumbnail however many pages ask for it at once.
const inFlight = new Map<string, Promise<Thumbnail | null>>()

/** A video's thumbnail from memory or YouTube, or null when YouTube did not give one lately. */
export const loadThumbnail = (id: string): Promise<Thumbnail | null> => {
  const url = thumbnailSourceUrl(env.YOUTUBE_THUMBNAIL_ROOT, id)
  const cached = thumbnails.get(url)
  if (cached) return Promise.resolve(cached)
  if (failures.has(url)) return Promise.resolve(null)
  return inFlight.get(url) ?? remember(url, fetchThumbnail(url))
}

const remember = (url: string, fetching: Promise<Thumbnail | null>) => {
  const pending = fetching
    .then((thumbnail) => {
      if (thumbnail) thumbnails.set(url, thumbnail)
      else failures.set(url, true)
      return thumbnail
    })
    .finally(() => inFlight.delete(url))
  inFlight.set(url, pending)
  return pending
}
