/**
 * The cookie Next's draft mode sets, and the request header the proxy adds to a page request that
 * carries it: the page's path, which the site-wide preview banner needs for its Exit link (a
 * layout is not told its page's path). Set only on requests with the cookie, so visitors' static
 * pages never read headers.
 */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
export const PREVIEW_PATH_HEADER = 'x-shoreline-preview-path'
