import { youtubeVideoId } from '@/lib/content/youtube'
import { listFeaturedContentJson } from '@/server/featured-content/list-featured-content'

import type { FeaturedContent } from '../../../payload-types'

/** Shown when no active featured item is a video. A church replaces it by featuring its own. */
export const DEFAULT_HERO_VIDEO_URL = 'https://www.youtube.com/watch?v=ScMzIvxBSi4'

/**
 * The hero's background video id: from the active featured video's link, or from the default
 * link when there is none. Null when that link has no recognisable video id (the hero then shows the stock
 * image only). Reads the same cached list as GET /api/featured-content, so edits show at once.
 */
export const getHeroVideoId = async (): Promise<string | null> => {
  const items = JSON.parse(await listFeaturedContentJson(true)) as FeaturedContent[]
  const featured = items.find((item) => item.type === 'video')
  // An item without a link counts as no video; a link that is not a video gets the stock image.
  return youtubeVideoId(featured?.youtubeUrl || DEFAULT_HERO_VIDEO_URL)
}
