import { listFeaturedContentJson } from '@/server/featured-content/list-featured-content'
import { getPublicPrivacySettings } from '@/server/privacy/privacy-settings'

import type { FeaturedContent } from '../../../payload-types'
import { heroVideoId } from './hero-video-choice'

/**
 * Reads the same cached list as GET /api/featured-content, so edits show at once. In privacy
 * mode there is none: the background video would load YouTube without anyone asking for it
 * (docs/privacy.md#third-parties), so the stock image stays.
 */
export const getHeroVideoId = async (): Promise<string | null> => {
  const [{ privacyMode }, featured] = await Promise.all([
    getPublicPrivacySettings(),
    listFeaturedContentJson(true),
  ])
  return privacyMode ? null : heroVideoId(JSON.parse(featured) as FeaturedContent[])
}
