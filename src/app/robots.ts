import type { MetadataRoute } from 'next'

import { env } from '@/env'

// SITE_URL is known when the server runs, not necessarily when it is built.
export const dynamic = 'force-dynamic'

/** GET /robots.txt: crawlers stay out of the dashboard, Payload's admin and the API. */
const robots = (): MetadataRoute.Robots => ({
  // Uploaded pictures are served under /api/media: share cards and image search need them.
  rules: [
    {
      userAgent: '*',
      allow: ['/', '/api/media/'],
      disallow: ['/admin', '/cms', '/cms-api', '/api'],
    },
  ],
  sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
})

export default robots
