import { listFeaturedContentJson } from '@/server/featured-content/list-featured-content'

import type { FeaturedContent } from '../../../payload-types'
import { heroVideoId } from './hero-video-choice'

/** Reads the same cached list as GET /api/featured-content, so edits show at once. */
export const getHeroVideoId = async (): Promise<string | null> =>
  heroVideoId(JSON.parse(await listFeaturedContentJson(true)) as FeaturedContent[])
