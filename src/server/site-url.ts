import { env } from '@/env'

/** An absolute URL on this site (feeds, sitemaps and cards need absolute links). */
export const siteUrl = (path: string): string => new URL(path, env.SITE_URL).toString()

/** A stored location ("/api/media/x.png" or "https://...") as an absolute URL, or null if empty. */
export const absoluteLocation = (location: string | null | undefined): string | null => {
  const trimmed = location?.trim()
  return trimmed ? siteUrl(trimmed) : null
}
