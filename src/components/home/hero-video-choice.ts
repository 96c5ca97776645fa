import { youtubeVideoId } from '@/lib/content/youtube'

import type { FeaturedContent } from '../../../payload-types'

/** Shown when no active featured item is a video. A church replaces it by featuring its own. */
export const DEFAULT_HERO_VIDEO_URL = 'https://www.youtube.com/watch?v=ScMzIvxBSi4'

/**
 * The hero's background video id, from the active featured items: the video item's link, or the
 * default link when there is none. Null when that link has no recognisable video id (the hero then
 * shows the stock image only).
 */
export const heroVideoId = (
  items: Pick<FeaturedContent, 'type' | 'youtubeUrl'>[],
): string | null => {
  const featured = items.find((item) => item.type === 'video')
  // An item without a link counts as no video; a link that is not a video gets the stock image.
  return youtubeVideoId(featured?.youtubeUrl || DEFAULT_HERO_VIDEO_URL)
}
