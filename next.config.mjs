import { withPayload } from '@payloadcms/next/withPayload'

import { sermonArchiveRewrites, sermonGroupRewrites } from './sermon-archive-rewrites.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  images: {
    remotePatterns: [
      { protocol: 'https', hostname: 'i.ytimg.com' },
      { protocol: 'https', hostname: 'images.unsplash.com' },
    ],
  },
  // Sermon archive pages and filtered views (sermon-archive-rewrites.mjs).
  rewrites: async () => ({ beforeFiles: [...sermonArchiveRewrites, ...sermonGroupRewrites] }),
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
