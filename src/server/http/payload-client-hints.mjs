/**
 * withPayload (@payloadcms/next) adds three headers to every path of the site:
 * `Accept-CH`, `Critical-CH` and `Vary` for `Sec-CH-Prefers-Color-Scheme`, which Payload's admin
 * reads to render in the visitor's light or dark theme. On the public pages they cost a first-time
 * visitor a whole extra request: Chrome, told that a hint it did not send is critical, throws the
 * page away and asks for it again (Lighthouse counts it as a redirect on its mobile network:
 * docs/performance-log.md). And a Vary on a hint would split a CDN's copy of every page. Only
 * Payload's admin (/cms) uses the hint, so only its paths keep the headers. Plain JavaScript:
 * next.config.mjs imports it.
 */

const HINT_HEADERS = new Set(['accept-ch', 'critical-ch'])

/** Where Payload's admin lives (payload.config.ts routes.admin): the only pages using the hint. */
export const PAYLOAD_ADMIN_SOURCE = '/cms/:path*'

/**
 * @typedef {{ source: string, headers: { key: string, value: string }[] }} HeaderRule
 * @param {HeaderRule} rule
 */
const isPayloadHintRule = (rule) =>
  rule.source === '/:path*' && rule.headers.some(({ key }) => HINT_HEADERS.has(key.toLowerCase()))

/**
 * The header rules with Payload's site-wide client-hint rule narrowed to its admin.
 * @param {HeaderRule[]} rules
 * @returns {HeaderRule[]}
 */
export const scopePayloadClientHints = (rules) =>
  rules.map((rule) => (isPayloadHintRule(rule) ? { ...rule, source: PAYLOAD_ADMIN_SOURCE } : rule))

/**
 * A Next config from withPayload, its headers() narrowed as above.
 * @template {{ headers?: () => Promise<HeaderRule[]> }} Config
 * @param {Config} config
 * @returns {Config}
 */
export const withPayloadHintsOnAdminOnly = (config) => {
  const headers = config.headers
  if (!headers) return config
  return { ...config, headers: async () => scopePayloadClientHints(await headers()) }
}
