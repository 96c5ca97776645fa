import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Pages and cached reads live in Redis (REDIS_URL) or this process's memory; see the file.
  cacheHandler: fileURLToPath(new URL('./src/server/cache/handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  // Every instance of one build must agree on it (docs/decisions/012-static-public-site.md).
  deploymentId: process.env.DEPLOYMENT_ID || undefined,
  images: {
    remotePatterns: [
      { protocol: 'https', hostname: 'i.ytimg.com' },
      { protocol: 'https', hostname: 'images.unsplash.com' },
    ],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
