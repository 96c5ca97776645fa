import { DEFAULT_PRAYER_WALL_DAYS } from '@/lib/prayer/prayer-options'
import { slugs } from '@/lib/slugs'
import { cachedRead } from '@/server/cache/cached-read'
import { getPayloadClient } from '@/server/payload'

import { readPrayerWall, readWallDays, wallCutoff, type WallItem } from './prayer-wall'

export type PublicPrayerWall = { days: number; items: WallItem[] }

/**
 * The wall as /prayer shows it, cached under the prayer requests' and settings' tags, so an
 * approval, a withdrawal, an "I prayed" or a change of the days shows on the next view. Expiry
 * needs no change to happen: the page drops what has passed its days when it renders
 * (visibleNow), and the site's pages render again at least every minute.
 */
const cachedWall = cachedRead(
  async (): Promise<PublicPrayerWall> => {
    const payload = await getPayloadClient()
    return { days: await readWallDays(payload), items: await readPrayerWall(payload) }
  },
  ['prayer-wall'],
  [slugs.prayerRequests, slugs.siteConfig],
  { days: DEFAULT_PRAYER_WALL_DAYS, items: [] },
)

/** The items still within their days at `now`. */
export const visibleNow = ({ days, items }: PublicPrayerWall, now = new Date()): WallItem[] =>
  items.filter((item) => new Date(item.approvedAt) > wallCutoff(now, days))

export const getPublicPrayerWall = (): Promise<PublicPrayerWall> => cachedWall.data()
