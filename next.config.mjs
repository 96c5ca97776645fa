import { withPayload } from '@payloadcms/next/withPayload'

import { withPayloadHintsOnAdminOnly } from './src/server/http/payload-client-hints.mjs'
import { nextConfigHeaders } from './src/server/http/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // An ETag on every cached page (and public/ file), so a browser's or a CDN's revalidation
  // gets a 304 instead of the page again (issue #39). Next hashes the stored HTML per request for
  // it, which is what this costs (docs/decisions/012-static-public-site.md, "Validators").
  generateEtags: true,
  // Security headers on every response (src/server/http/security-headers.mjs; /admin and /cms
  // get their per-request CSP from src/proxy.ts).
  headers: async () =>
    nextConfigHeaders({
      production: process.env.NODE_ENV === 'production',
      dev: process.env.NODE_ENV === 'development',
    }),
  // Pages and cached reads live in Redis (REDIS_URL) or this process's memory
  // (src/server/cache/handler.mjs). The handler is installed once at start by
  // src/instrumentation.ts, not named here: Next would import a `cacheHandler` file on every
  // request (src/server/cache/register-cache-handler.ts).
  cacheMaxMemorySize: 0,
  // Every instance of one build must agree on it (docs/decisions/012-static-public-site.md).
  deploymentId: process.env.DEPLOYMENT_ID || undefined,
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
