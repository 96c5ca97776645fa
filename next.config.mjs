import { withPayload } from '@payloadcms/next/withPayload'

import { nextConfigHeaders } from './src/server/http/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Security headers on every response (src/server/http/security-headers.mjs; /admin and /cms
  // get their per-request CSP from src/proxy.ts).
  headers: async () =>
    nextConfigHeaders({
      production: process.env.NODE_ENV === 'production',
      dev: process.env.NODE_ENV === 'development',
    }),
  images: {
    remotePatterns: [
      { protocol: 'https', hostname: 'i.ytimg.com' },
      { protocol: 'https', hostname: 'images.unsplash.com' },
    ],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
