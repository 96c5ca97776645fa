import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

import { withPayloadHintsOnAdminOnly } from './src/server/http/payload-client-hints.mjs'
import { nextConfigHeaders } from './src/server/http/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Next hashes every page's whole HTML in JavaScript on every request to make an ETag: with it
  // on, public pages fell below the budget of 0.6 of a static file's rate (ADR 012, "Validators").
  // Feeds, the sitemap and share cards send their own validators (src/server/http/conditional-get.ts).
  generateEtags: false,
  // Security headers on every response (src/server/http/security-headers.mjs; /admin and /cms
  // get their per-request CSP from src/proxy.ts).
  headers: async () =>
    nextConfigHeaders({
      production: process.env.NODE_ENV === 'production',
      dev: process.env.NODE_ENV === 'development',
    }),
  // Pages and cached reads live in Redis (REDIS_URL) or this process's memory; see the file.
  cacheHandler: fileURLToPath(new URL('./src/server/cache/handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  // Every instance of one build must agree on it (docs/decisions/012-static-public-site.md).
  deploymentId: process.env.DEPLOYMENT_ID || undefined,
  // Addresses no route claims get the site's not-found page with its header and footer
  // (src/app/global-not-found.tsx); there is no layout above the site's, the dashboard's and /cms's.
  experimental: { globalNotFound: true },
  images: {
    remotePatterns: [
      { protocol: 'https', hostname: 'i.ytimg.com' },
      { protocol: 'https', hostname: 'images.unsplash.com' },
    ],
  },
  // No `rewrites`: Next runs every configured rewrite again inside each page's render, compiling
  // its path pattern per request, on every page of the site. The sermon archive's pages have
  // addresses of their own instead (docs/sermon-archive.md).
}

export default withPayloadHintsOnAdminOnly(
  withPayload(nextConfig, { devBundleServerPackages: false }),
)
