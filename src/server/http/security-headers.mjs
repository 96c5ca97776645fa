/**
 * Security headers for every response, one policy per kind of page. Plain JavaScript (with JSDoc
 * types) because next.config.mjs imports it as well as proxy.ts and the tests.
 * Why each choice: docs/decisions/011-content-security-policy.md; the checks it answers:
 * docs/security-headers.md.
 */

/**
 * Third parties the public pages embed (read from the code that embeds them):
 * the YouTube player (src/lib/content/youtube.ts), the map (src/components/map/map-urls.ts) and
 * the giving widget (src/components/give/giving-widget.ts).
 */
export const THIRD_PARTIES = {
  youtubeFrames: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  mapFrames: ['https://maps.google.com', 'https://www.google.com'],
  givingScripts: ['https://tithe.ly'],
  givingFrames: ['https://tithe.ly'],
}

/** @param {Record<string, string[]>} directives */
const serialise = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')

/**
 * @typedef {{ dev?: boolean }} Mode
 * dev: `next dev` needs eval (React's debugging) and a websocket for hot reload.
 */

/** Directives every page shares; a kind of page adds to them. */
/** @param {Mode} mode */
const baseDirectives = ({ dev = false } = {}) => ({
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  // Logos and images may be any https address staff paste in Settings; images cannot run code.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  // React and Tailwind set style attributes; styles cannot run script (see the ADR).
  'style-src': ["'self'", "'unsafe-inline'"],
  // A sermon's recording may be a pasted link or the S3 bucket (or its CDN), fixed at build time
  // here while the bucket is a runtime setting; audio and video cannot run code, like images.
  'media-src': ["'self'", 'https:'],
  'connect-src': dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
  'frame-src': ["'none'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
})

/**
 * The public pages: static (ISR), so no per-request nonce. Next's inline flight scripts carry no
 * hash (vercel/next.js#95354), hence 'unsafe-inline' for scripts, with every other way in closed.
 * @param {Mode} mode
 */
export const publicCsp = (mode = {}) =>
  serialise({
    ...baseDirectives(mode),
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...THIRD_PARTIES.givingScripts,
      ...(mode.dev ? ["'unsafe-eval'"] : []),
    ],
    'frame-src': [
      ...THIRD_PARTIES.youtubeFrames,
      ...THIRD_PARTIES.mapFrames,
      ...THIRD_PARTIES.givingFrames,
    ],
  })

/**
 * The staff dashboard (/admin), rendered per request: scripts need this request's nonce, and
 * 'strict-dynamic' lets those scripts load Next's chunks. No 'unsafe-inline' or 'unsafe-eval'.
 * @param {string} nonce
 * @param {Mode & { uploadOrigins?: string[] }} mode  uploadOrigins: where the browser PUTs images (S3)
 */
export const dashboardCsp = (nonce, mode = {}) =>
  serialise({
    ...baseDirectives(mode),
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(mode.dev ? ["'unsafe-eval'"] : []),
    ],
    'connect-src': [...baseDirectives(mode)['connect-src'], ...(mode.uploadOrigins ?? [])],
    // The dashboard previews sermon and service videos.
    'frame-src': [...THIRD_PARTIES.youtubeFrames],
  })

/**
 * Payload's admin (/cms), also per request and nonce'd. It frames its own pages (previews,
 * document drawers), so frame-ancestors 'self'.
 * @param {string} nonce
 * @param {Mode & { uploadOrigins?: string[] }} mode
 */
export const cmsCsp = (nonce, mode = {}) =>
  serialise({
    ...baseDirectives(mode),
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(mode.dev ? ["'unsafe-eval'"] : []),
    ],
    'connect-src': [...baseDirectives(mode)['connect-src'], ...(mode.uploadOrigins ?? [])],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
  })

/** JSON and files from /api and /cms-api: nothing in them may load or run anything. */
export const apiCsp = () =>
  serialise({
    'default-src': ["'none'"],
    'base-uri': ["'none'"],
    // GET /api/logout answers a page whose one button posts back to /api/logout.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })

/**
 * Features no page uses are switched off for the page and everything it embeds; autoplay,
 * fullscreen, encrypted-media and picture-in-picture stay for the YouTube player, and payment
 * for the giving widget.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'browsing-topics=()',
  'payment=(self "https://tithe.ly")',
].join(', ')

/** Two years; only sent in production, where the site is served over HTTPS. */
export const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * The headers every response carries, whatever its kind.
 * @param {{ production: boolean }} options
 * @returns {{ key: string, value: string }[]}
 */
export const commonHeaders = ({ production }) => [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ...(production ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
]

/**
 * next.config.mjs headers(): the common headers everywhere; the API policy on /api and /cms-api;
 * the public policy on every other path except the nonce'd ones (proxy.ts sets theirs).
 *
 * The sources use unnamed groups only, never a named parameter (`:path`). When a source's match
 * has named parameters, Next substitutes them into every header value that contains a colon, by
 * compiling that value with path-to-regexp on every response; the policies are full of colons
 * (`https:`, `data:`), a visible share of the server's CPU in a profile of a cached page under
 * load (docs/performance-log.md).
 * Next drops unnamed groups from a header route's parameters, so these values go out as written.
 * @param {{ production: boolean, dev: boolean }} options
 */
export const nextConfigHeaders = ({ production, dev }) => [
  { source: '/(.*)', headers: commonHeaders({ production }) },
  {
    source: '/api(/.*)?',
    headers: [
      { key: 'Content-Security-Policy', value: apiCsp() },
      { key: 'X-Frame-Options', value: 'DENY' },
    ],
  },
  {
    source: '/cms-api(/.*)?',
    headers: [
      { key: 'Content-Security-Policy', value: apiCsp() },
      { key: 'X-Frame-Options', value: 'DENY' },
    ],
  },
  {
    // Everything but /api, /cms-api, /admin and /cms (path-to-regexp with a lookahead).
    source: '/((?!api(?:/|$)|cms(?:/|$|-api(?:/|$))|admin(?:/|$)).*)',
    headers: [
      { key: 'Content-Security-Policy', value: publicCsp({ dev }) },
      { key: 'X-Frame-Options', value: 'DENY' },
    ],
  },
]
