import { getPublicPrivacySettings } from '@/server/privacy/privacy-settings'
import { previewableActiveFeatured } from '@/server/preview/page-content'

import { heroVideoId } from './hero-video-choice'

/**
 * Reads the same cached list as GET /api/featured-content, so edits show at once (staff
 * previewing see the items' latest drafts: docs/publishing.md#preview). In privacy mode there is
 * none: the background video would load YouTube without anyone asking for it
 * (docs/privacy.md#third-parties), so the stock image stays.
 */
export const getHeroVideoId = async (): Promise<string | null> => {
  const [{ privacyMode }, featured] = await Promise.all([
    getPublicPrivacySettings(),
    previewableActiveFeatured(),
  ])
  return privacyMode ? null : heroVideoId(featured)
}
